import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '@/test/payload'
import { createTestSite } from '@/test/sites'
import { jobs } from './scheduled-publish'

let payload: Payload
let cleanup: () => Promise<void>
let siteId: number
let otherSiteId: number
let editor: { id: number }

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  siteId = (await createTestSite(payload, 'sched-se')).id
  otherSiteId = (await createTestSite(payload, 'sched-no')).id
  editor = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: 'sched.editor@example.com',
      password: 'sched-editor-2026',
      role: 'siteEditor',
      sites: [siteId],
    },
  })
})
afterAll(() => cleanup())

const draftPage = (site: number, slug: string) =>
  payload.create({
    collection: 'pages',
    locale: 'sv',
    draft: true,
    overrideAccess: true,
    data: { site, title: 'Vinterkampanj', slug, _status: 'draft' } as never,
  })

/** What the admin's schedule dialog queues (Payload's schedulePublishHandler), due at `at`. */
const schedule = (
  type: 'publish' | 'unpublish',
  collection: 'pages' | 'site-regions',
  id: number,
  at: Date,
) =>
  payload.jobs.queue({
    task: 'schedulePublish',
    waitUntil: at,
    input: {
      type,
      doc: { relationTo: collection, value: String(id) },
      locale: 'sv',
      user: { relationTo: 'users', value: editor.id },
    } as never,
  })

const status = async (collection: 'pages' | 'site-regions', id: number) =>
  (await payload.findByID({ collection, id, depth: 0, overrideAccess: true }))._status

describe('scheduled publishing', () => {
  it('starts and ends a campaign on its own: its page and its bar published when due, the page unpublished at the end', async () => {
    const campaign = await draftPage(siteId, 'vinterkampanj')
    const regions = await payload.create({
      collection: 'site-regions',
      locale: 'sv',
      overrideAccess: true,
      data: { site: siteId, header: [], _status: 'published' } as never,
    })
    await payload.update({
      collection: 'site-regions',
      id: regions.id,
      locale: 'sv',
      draft: true,
      overrideAccess: true,
      data: {
        header: [
          { blockType: 'alertBar', hasMessage: true, messageType: 'Neutral', messageTitle: 'Vinterkampanj' },
        ],
      } as never,
    })
    const now = Date.now()
    await schedule('publish', 'pages', campaign.id, new Date(now - 1_000))
    await schedule('publish', 'site-regions', regions.id, new Date(now - 1_000))
    await schedule('unpublish', 'pages', campaign.id, new Date(now + 60 * 60_000))

    await payload.jobs.run()
    expect(await status('pages', campaign.id)).toBe('published')
    const published = await payload.findByID({
      collection: 'site-regions',
      id: regions.id,
      locale: 'sv',
      depth: 0,
    })
    expect(JSON.stringify(published.header)).toContain('Vinterkampanj')
    // The end is not due yet: the page stays.
    await payload.jobs.run()
    expect(await status('pages', campaign.id)).toBe('published')

    // Once due, it goes.
    await payload.update({
      collection: 'payload-jobs',
      where: { 'input.type': { equals: 'unpublish' } },
      data: { waitUntil: new Date(Date.now() - 1_000).toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.run()
    expect(await status('pages', campaign.id)).toBe('draft')
  })

  it('publishes with the scheduling editor’s rights: another site’s page stays unpublished', async () => {
    const foreign = await draftPage(otherSiteId, 'kampanje')
    await schedule('publish', 'pages', foreign.id, new Date(Date.now() - 1_000))
    await payload.jobs.run()
    expect(await status('pages', foreign.id)).toBe('draft')
    // The job ran and was refused, and is kept with its error for a group admin to see.
    const failed = await payload.find({
      collection: 'payload-jobs',
      where: { hasError: { equals: true } },
      overrideAccess: true,
    })
    expect(failed.docs.map((job) => (job.input as { doc: { value: string } }).doc.value)).toEqual([
      String(foreign.id),
    ])
  })

  it('leaves the jobs and their endpoints to group admins', async () => {
    const as = { overrideAccess: false, user: { ...editor, collection: 'users' as const } }
    const read = await payload.find({ collection: 'payload-jobs', ...(as as object) }).catch((error) => error)
    expect(read.status).toBe(403)
    const jobsAccess = payload.config.jobs.access!
    const req = { user: { role: 'siteEditor', sites: [siteId] } } as never
    expect(await jobsAccess.run!({ req })).toBe(false)
    expect(await jobsAccess.queue!({ req })).toBe(false)
    expect(await jobsAccess.run!({ req: { user: { role: 'groupAdmin' } } as never })).toBe(true)
  })
})

describe('the jobs queue on a migrated database', () => {
  // PostgreSQL keeps the task names in an enum that a migration extends for each new task: a task
  // missing from it cannot be queued, so its schedule never runs.
  it.each((jobs.tasks ?? []).map((task) => task.slug))('queues %s', async (task) => {
    const jobsQueue = payload.jobs as unknown as {
      queue: (args: { task: string; input: object }) => Promise<{ id: number; taskSlug: string }>
    }
    const job = await jobsQueue.queue({ task, input: {} })
    expect(job.taskSlug).toBe(task)
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })
})
