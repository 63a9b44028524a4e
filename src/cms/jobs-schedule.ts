/**
 * How often the jobs queue runs the saved-search alerts ("Saved searches" in
 * docs/decisions.md): every ALERTS_INTERVAL_SECONDS, every minute unless set. Read from the
 * environment and checked here: a wrong value stops Payload from starting (its config reads this)
 * with the variable's name, rather than alerts going at some other pace.
 */
import { z } from 'zod'

/** The web servers look for due jobs every ten seconds ("Scheduled publishing"). */
const runnerSeconds = 10

/** Whole seconds that divide a minute, so the runs fall at the same seconds of every minute. */
const intervalSeconds = z
  .string()
  .regex(/^\d+$/, 'whole seconds')
  .transform(Number)
  .refine(
    (seconds) => seconds > 0 && 60 % seconds === 0,
    'seconds that divide a minute: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60',
  )

export class JobsScheduleConfigError extends Error {
  readonly code = 'JOBS_SCHEDULE_CONFIG'
}

export type JobsSchedule = {
  /** The alerts task's schedule: a cron with seconds. */
  alertsCron: string
  /** When the web servers look for due jobs: every ten seconds, or as often as the alerts are due. */
  runnerCron: string
}

/** The crons of the alerts task and of the runner; throws JobsScheduleConfigError on a wrong value. */
export function jobsSchedule(env: Record<string, string | undefined> = process.env): JobsSchedule {
  const configured = env.ALERTS_INTERVAL_SECONDS
  const parsed = intervalSeconds.safeParse(configured || '60')
  if (!parsed.success)
    throw new JobsScheduleConfigError(
      `ALERTS_INTERVAL_SECONDS: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
    )
  const seconds = parsed.data
  return {
    alertsCron: seconds === 60 ? '0 * * * * *' : `*/${seconds} * * * * *`,
    runnerCron: `*/${Math.min(seconds, runnerSeconds)} * * * * *`,
  }
}
