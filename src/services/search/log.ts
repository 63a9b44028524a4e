import pino from 'pino'

export const log = pino({
  name: 'catalog',
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
})
