import { logger } from '@/lib/log/logger'

/** The catalog's log lines: the app's one logger (src/lib/log/logger.ts), named. */
export const log = logger.child({ name: 'catalog' })
