import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Page, Site } from '@/cms/payload-types'
import type { RouteInput } from '../route-types'
import type { FacilityLookup } from './load'

const lookup = vi.fn<() => Promise<FacilityLookup>>()
const warn = vi.fn()
vi.mock('./load', () => ({ lookupFacility: () => lookup() }))
vi.mock('@/lib/log/logger', () => ({ logger: { warn: (...args: unknown[]) => warn(...args) } }))
vi.mock('@/services/content/metadata', () => ({ pageMetadata: vi.fn(), pageTitle: vi.fn() }))

const { facilityDetailRoute } = await import('./route')

const site = { name: 'automotive-se', languages: [{ language: 'sv' }] } as unknown as Site
const detailOnly = { main: [{ blockType: 'facilityDetail', siteListPath: '/hitta-oss' }] } as unknown as Page
const input = (remainingSegments: string[], page: Page = detailOnly): RouteInput => ({
  site,
  language: { code: 'sv' } as RouteInput['language'],
  page,
  segments: ['anlaggningar', ...remainingSegments],
  remainingSegments,
  editing: false,
  request: { originalPath: `/anlaggningar/${remainingSegments.join('/')}`, originalSearch: '', host: 'h' },
})
const found = { kind: 'found', facility: { id: 'x' }, cars: [] } as unknown as FacilityLookup

beforeEach(() => {
  lookup.mockReset()
  warn.mockReset()
})

describe('facility detail route', () => {
  it('answers 404 without a slug, or with more than one segment', async () => {
    expect(await facilityDetailRoute.resolve(input([]))).toEqual({ kind: 'notFound' })
    expect(await facilityDetailRoute.resolve(input(['a', 'b']))).toEqual({ kind: 'notFound' })
    expect(lookup).not.toHaveBeenCalled()
  })

  it('shows its own path when the page also holds other blocks (the facility list)', async () => {
    const shared = { main: [{ blockType: 'richContent' }, ...detailOnly.main!] } as unknown as Page
    expect(await facilityDetailRoute.resolve(input([], shared))).toEqual({ kind: 'found' })
    const needsSegments = facilityDetailRoute.needsSegments as (page: Page) => boolean
    expect([needsSegments(detailOnly), needsSegments(shared)]).toEqual([true, false])
  })

  it.each(['noSite', 'error'] as const)('logs %s and redirects to the site list', async (kind) => {
    lookup.mockResolvedValue({ kind })
    expect(await facilityDetailRoute.resolve(input(['gone']))).toEqual({
      kind: 'redirect',
      location: '/hitta-oss',
    })
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ slug: 'gone', location: '/hitta-oss' }),
      expect.any(String),
    )
  })

  it('redirects to the home page when the block names no list', async () => {
    lookup.mockResolvedValue({ kind: 'noSite' })
    const page = { main: [{ blockType: 'facilityDetail' }] } as unknown as Page
    expect(await facilityDetailRoute.resolve(input(['gone'], page))).toEqual({
      kind: 'redirect',
      location: '/',
    })
  })

  it('answers 404 for a site without site_id and found for a site', async () => {
    lookup.mockResolvedValue({ kind: 'noSiteId' })
    expect(await facilityDetailRoute.resolve(input(['x']))).toEqual({ kind: 'notFound' })
    lookup.mockResolvedValue(found)
    expect(await facilityDetailRoute.resolve(input(['x']))).toEqual({ kind: 'found' })
    expect(warn).not.toHaveBeenCalled()
  })
})
