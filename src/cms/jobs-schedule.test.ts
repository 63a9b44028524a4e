import { describe, expect, it } from 'vitest'
import { JobsScheduleConfigError, jobsSchedule } from './jobs-schedule'

describe('the jobs schedule', () => {
  it('runs the alerts every minute, and looks for due jobs every ten seconds, unless set', () => {
    const everyMinute = { alertsCron: '0 * * * * *', runnerCron: '*/10 * * * * *' }
    expect(jobsSchedule({})).toEqual(everyMinute)
    expect(jobsSchedule({ ALERTS_INTERVAL_SECONDS: '' })).toEqual(everyMinute)
    expect(jobsSchedule({ ALERTS_INTERVAL_SECONDS: '60' })).toEqual(everyMinute)
  })

  it('looks for due jobs as often as the alerts are due when that is more often', () => {
    expect(jobsSchedule({ ALERTS_INTERVAL_SECONDS: '5' })).toEqual({
      alertsCron: '*/5 * * * * *',
      runnerCron: '*/5 * * * * *',
    })
    expect(jobsSchedule({ ALERTS_INTERVAL_SECONDS: '30' })).toEqual({
      alertsCron: '*/30 * * * * *',
      runnerCron: '*/10 * * * * *',
    })
  })

  it.each(['0', '7', '90', '2.5', '-5', '5s', ' 5'])('refuses %j, naming the variable', (value) => {
    expect(() => jobsSchedule({ ALERTS_INTERVAL_SECONDS: value })).toThrow(JobsScheduleConfigError)
    expect(() => jobsSchedule({ ALERTS_INTERVAL_SECONDS: value })).toThrow(/^ALERTS_INTERVAL_SECONDS: /)
  })
})
