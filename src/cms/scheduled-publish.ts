/**
 * Scheduled publish and unpublish ("Scheduled publishing" in docs/decisions.md): Payload's own,
 * with its jobs queue. An editor schedules a page or a site's header and footer in the admin
 * ("Schedule publish" beside Publish); the job publishes as that editor, with their access, and
 * the usual hooks purge what visitors see.
 */
import type { Field, JobsConfig } from 'payload'
import { groupAdminField, groupAdminOnly, withRoleVisibility } from './access/roles'
import { jobsSchedule } from './jobs-schedule'

/**
 * Queued jobs run in the web server's processes, every ten seconds (or as often as the alerts are
 * due, when that is more often); scripts and tests that load the CMS run none (they call
 * `payload.jobs.run()` where they mean to).
 */
const inServer = () => process.env.NEXT_RUNTIME === 'nodejs' || process.env.VRP_SERVER_WORKER === '1'

/** The jobs' JSON (input, output, errors) shown as values: Payload's code editor loads from a CDN. */
const withoutCodeEditor = (fields: Field[]): Field[] =>
  fields.map((field) => {
    if (field.type === 'json')
      return { ...field, admin: { ...field.admin, components: { Field: '/cms/admin/JsonFields#JsonView' } } }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withoutCodeEditor(field.fields) } as Field
    return field
  })

const { alertsCron, runnerCron } = jobsSchedule()

export const jobs: JobsConfig = {
  tasks: [
    {
      // The day-before reminders of workshop bookings and the tire hotel's season reminders,
      // every five minutes; each goes once however many processes run it ("Bookings: reminders").
      slug: 'workshopReminders',
      label: 'Workshop reminders',
      schedule: [{ cron: '0 */5 * * * *', queue: 'default' }],
      outputSchema: [
        { name: 'sent', type: 'number' },
        { name: 'seasonSent', type: 'number' },
      ],
      handler: async ({ req }) => {
        const { sendDueReminders } = await import('@/services/workshop/reminders')
        const { sendSeasonReminders } = await import('@/services/tire-hotel/season-reminders')
        const now = new Date()
        return {
          output: {
            sent: await sendDueReminders(req.payload, now),
            seasonSent: await sendSeasonReminders(req.payload, now),
          },
        }
      },
    },
    {
      // Saved searches ("Saved searches: matching", "Saved searches: mails"): the cars imports
      // recorded are matched against the active alerts, and due alert mails go, every minute
      // (ALERTS_INTERVAL_SECONDS sets another pace). Each car reaches an alert once however many
      // servers run it.
      slug: 'savedSearchAlerts',
      label: 'Saved-search alerts',
      schedule: [{ cron: alertsCron, queue: 'default' }],
      outputSchema: [
        { name: 'matches', type: 'number' },
        { name: 'mails', type: 'number' },
        { name: 'idle', type: 'number' },
      ],
      handler: async () => {
        const { matchPendingChanges, sendDueAlertMails, sendCarWatchMails } =
          await import('@/services/alerts')
        const { matches } = await matchPendingChanges()
        const { mails, idle } = await sendDueAlertMails()
        return { output: { matches, mails: mails + (await sendCarWatchMails()), idle } }
      },
    },
    {
      // Customer data past the group's retention period anonymised, once a night ("Retention").
      // Anonymised records are marked, so a second run, or two servers at once, change nothing more.
      slug: 'customerDataRetention',
      label: 'Customer data retention',
      schedule: [{ cron: '0 30 3 * * *', queue: 'default' }],
      outputSchema: [
        { name: 'leads', type: 'number' },
        { name: 'workshopBookings', type: 'number' },
        { name: 'formSubmissions', type: 'number' },
        { name: 'outboxDeleted', type: 'number' },
      ],
      handler: async ({ req }) => {
        const { anonymiseExpired } = await import('@/services/retention/anonymise')
        return { output: await anonymiseExpired(req.payload, new Date()) }
      },
    },
    {
      // A new lead to its dealer's own CRM as ADF 1.0 ("Lead export"): queued per enabled export
      // when the lead is stored; a failed delivery throws, and is tried again 5 times, waiting 1,
      // 2, 4, 8 and 16 minutes. Every attempt is logged on the lead.
      slug: 'leadExport',
      label: 'Lead export to a dealer’s CRM',
      inputSchema: [
        { name: 'leadId', type: 'number', required: true },
        { name: 'exportId', type: 'number', required: true },
      ],
      outputSchema: [{ name: 'outcome', type: 'text' }],
      retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
      handler: async ({ input, req }) => {
        const { deliverLeadExport } = await import('@/services/lead-export')
        return { output: await deliverLeadExport(req.payload, input) }
      },
    },
  ],
  autoRun: () => (inServer() ? [{ cron: runnerCron, queue: 'default', limit: 20 }] : []),
  // The jobs themselves and their endpoints are group admins'; the admin's schedule dialog queues
  // through its own server function, and each job publishes with its editor's access.
  access: { queue: groupAdminField, run: groupAdminField, cancel: groupAdminField },
  deleteJobOnComplete: true,
  jobsCollectionOverrides: ({ defaultJobsCollection }) =>
    withRoleVisibility({
      ...defaultJobsCollection,
      fields: withoutCodeEditor(defaultJobsCollection.fields),
      access: {
        ...defaultJobsCollection.access,
        read: groupAdminOnly,
        create: groupAdminOnly,
        update: groupAdminOnly,
        delete: groupAdminOnly,
      },
    }),
}
