import pino from 'pino'

/** One structured logger for server code; entries carry a code and context (STYLE rule 8). */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: undefined,
})
