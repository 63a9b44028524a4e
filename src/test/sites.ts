import type { Payload } from 'payload'
import type { Site } from '@/cms/payload-types'

/** A site with the settings every site needs, for integration tests; `data` adds or overrides. */
export function createTestSite(payload: Payload, name: string, data: Partial<Site> = {}): Promise<Site> {
  return payload.create({
    collection: 'sites',
    overrideAccess: true,
    data: {
      name,
      displayName: name,
      url: `http://${name}.localhost`,
      market: 'SE',
      fontPair: 'montserrat-inter',
      theme: 'carstore',
      titleTemplate: '%s',
      languages: [{ language: 'sv' }],
      ...data,
    } as never,
  })
}
