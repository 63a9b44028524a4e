/**
 * The demo catalogue: per demo site its vehicles, dealer sites, kits and kit vehicles.
 * Deterministic (fixed seeds): the same day gives the same cars. Cars are dated relative to the
 * day the catalogue is generated for, so a demo seeded any day has no car registered after it.
 */
import { logger as log } from '@/lib/log/logger'
import { catalogIsEmpty, importRecords, indexNameFor, migrateCatalog } from '@/services/search'
import { generateDealers } from './dealers'
import { generateKits, generateKitVehicles } from './kits'
import { demoSiteNames, demoSites, demoVehiclesPerSite } from './markets'
import { generateVehicles } from './vehicles'

export const demoKitsPerSite = 520

export type DemoFeeds = { index: string; records: Record<string, unknown>[] }[]

/** The start of today (UTC): the day a seed run dates its cars relative to. */
export const today = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))

export function generateDemoFeeds(options: { vehiclesPerSite?: number; asOf?: Date } = {}): DemoFeeds {
  const { vehiclesPerSite = demoVehiclesPerSite, asOf = today() } = options
  const kitVehicles = generateKitVehicles()
  return demoSites.flatMap((site, position) => {
    const dealers = generateDealers(site, 1_000 + position, asOf)
    const vehicles = generateVehicles(
      site,
      dealers,
      vehiclesPerSite,
      2_000 + position,
      100_000 + position * 1_000_000,
      asOf,
    )
    const index = (kind: Parameters<typeof indexNameFor>[1]) => indexNameFor(site.name, kind, demoSiteNames)
    return [
      { index: index('vehicles'), records: vehicles },
      { index: index('sites'), records: dealers },
      {
        index: index('kits'),
        records: generateKits(demoKitsPerSite, dealers[0].site_official_name, kitVehicles, 3_000 + position),
      },
      { index: index('kitvehicles'), records: kitVehicles },
    ]
  })
}

/** Migrates and loads the demo catalogue; with ifEmpty, only into a catalog that has no index yet. */
export async function seedCatalog(
  options: { ifEmpty?: boolean } = {},
): Promise<{ seeded: boolean; records: number }> {
  await migrateCatalog()
  if (options.ifEmpty && !(await catalogIsEmpty())) return { seeded: false, records: 0 }
  const started = performance.now()
  let records = 0
  for (const feed of generateDemoFeeds()) {
    const report = await importRecords(feed.index, feed.records, { replace: true, batchSize: 2000 })
    records += report.imported
  }
  log.info({ records, ms: Math.round(performance.now() - started) }, 'demo catalogue seeded')
  return { seeded: true, records }
}
