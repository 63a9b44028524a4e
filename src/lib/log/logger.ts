import pino from 'pino'
import { keepOutOfPageCache } from '@/lib/server/response-record'

const levels = pino.levels.values
const configured = process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info')

/**
 * One structured logger for server code; entries carry a code and context (STYLE rule 8). Every
 * other logger is a child of this one (`logger.child({ name })`), so the rule below holds for all.
 *
 * A page whose rendering logged a warning or an error (a failed search, a broken section) is not
 * kept in the page cache: the next visitor gets a fresh try. pino calls its hook only for enabled
 * levels, so warnings and errors are always enabled and LOG_LEVEL filters the output instead.
 */
export const logger = pino(
  {
    level: levels[configured] <= levels.warn ? configured : 'warn',
    base: undefined,
    hooks: {
      logMethod(args, method, level) {
        if (level >= levels.warn) keepOutOfPageCache()
        return method.apply(this, args)
      },
    },
  },
  pino.multistream([{ level: configured as pino.Level, stream: pino.destination(1) }]),
)
