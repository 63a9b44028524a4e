import pino from 'pino'
import { keepOutOfPageCache } from '@/lib/server/response-record'

const levels = pino.levels.values

type LoggedError = { status?: unknown; message?: unknown; originalError?: { status?: unknown } | null }

/**
 * A client's mistake (a 4xx error such as Payload's Forbidden), as it reaches the logger: itself,
 * or wrapped in the GraphQLError a resolver's error becomes.
 */
function clientErrorOf(entry: unknown): { status: number; message: string } | null {
  const err = (entry as { err?: LoggedError } | null)?.err
  const status = err?.status ?? err?.originalError?.status
  if (typeof status !== 'number' || status < 400 || status >= 500) return null
  return { status, message: String(err?.message ?? '') }
}

const hooks: pino.LoggerOptions['hooks'] = {
  logMethod(args, method, level) {
    // Anyone can cause a 403 or 404: a short line at info, not an error with a stack, so
    // anonymous requests cannot flood the error log. (Payload picks the level by the error's
    // class name, which the production build minifies; the status survives.)
    const clientError = level >= levels.error ? clientErrorOf(args[0]) : null
    if (clientError)
      return this.info({ code: 'CLIENT_ERROR', status: clientError.status }, clientError.message)
    // A page whose rendering logged a warning or an error (a failed search, a broken section) is
    // not kept in the page cache: the next visitor gets a fresh try.
    if (level >= levels.warn) keepOutOfPageCache()
    return method.apply(this, args)
  },
}

/**
 * A logger writing entries at `level` and above to `destination` (standard output by default).
 * pino calls its hook only for enabled levels, so warnings and errors are always enabled (the
 * page-cache rule above must see them) and `level` filters what is written instead.
 */
export function createLogger(level: string, destination: pino.DestinationStream = pino.destination(1)) {
  return pino(
    { level: levels[level] <= levels.warn ? level : 'warn', base: undefined, hooks },
    pino.multistream([{ level: level as pino.Level, stream: destination }]),
  )
}

/**
 * One structured logger for server code; entries carry a code and context (STYLE rule 8). Every
 * other logger is a child of this one (`logger.child({ name })`), so the rules above hold for all.
 */
export const logger = createLogger(
  process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
)
