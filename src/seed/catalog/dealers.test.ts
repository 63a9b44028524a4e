import { describe, expect, it } from 'vitest'
import { importRecords, searchOrThrow } from '@/services/search'
import { withFreshCatalog } from '@/services/search/test-fixtures'
import { generateDealers } from './dealers'
import { demoSites } from './markets'

withFreshCatalog()

describe('dealer sites', () => {
  it('sort by website_sort_order by default and filter on department groups', async () => {
    const dealers = generateDealers(demoSites[0], 7)
    await importRecords('sites_automotive-se', [...dealers].reverse())
    const result = await searchOrThrow({
      index: 'sites_automotive-se',
      limit: 48,
      fields: ['site_id', 'website_sort_order', 'site_departments'],
    })
    expect(result.content.map((site) => site.website_sort_order)).toEqual(
      dealers.map((_, index) => index + 1),
    )
    const withBodyShop = dealers.filter((dealer) =>
      dealer.site_departments.some((department) => department.group === 'Body work'),
    )
    const filtered = await searchOrThrow({
      index: 'sites_automotive-se',
      filters: { site_department_groups: ['Body work'] },
      limit: 0,
    })
    expect(filtered.total_items).toBe(withBodyShop.length)
  })

  it('finds a site by its town, without accents', async () => {
    const result = await searchOrThrow({
      index: 'sites_automotive-se',
      keyphrase: 'vasteras',
      fields: ['site_city'],
    })
    expect(result.content).toEqual([{ site_city: 'Västerås' }])
  })
})
