import pino from 'pino'
import { keepOutOfPageCache } from '@/lib/server/response-record'

/** One structured logger for server code; entries carry a code and context (STYLE rule 8). */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: undefined,
  hooks: {
    // A page whose rendering logged a warning or an error (a failed search, a broken section) is
    // not kept in the page cache: the next visitor gets a fresh try.
    logMethod(args, method, level) {
      if (level >= 40) keepOutOfPageCache()
      return method.apply(this, args)
    },
  },
})
