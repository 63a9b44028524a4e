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

describe('dealer phone numbers', () => {
  // The national number's length and the first digits of a landline in each town.
  const rules = {
    NO: { country: '+47', digits: 8, areas: { Oslo: '22', Bergen: '55', Trondheim: '73', Tromsø: '77' } },
    SK: { country: '+421', digits: 9, areas: { Bratislava: '2', Košice: '55', Žilina: '41', Poprad: '52' } },
  } as const

  for (const site of demoSites.filter((entry) => entry.market === 'NO' || entry.market === 'SK')) {
    it(`gives ${site.name} numbers of the right length with each town's area code`, () => {
      const rule = rules[site.market as keyof typeof rules]
      const areas: Record<string, string> = rule.areas
      for (const dealer of generateDealers(site, 7)) {
        const landlines = [
          dealer.site_phone as string,
          ...dealer.site_departments.map((entry) => entry.phone),
        ]
        const mobiles = dealer.site_departments.flatMap((entry) => entry.users.map((user) => user.phone))
        for (const number of [...landlines, ...mobiles]) {
          expect(number.startsWith(`${rule.country} `)).toBe(true)
          expect(number.slice(rule.country.length).replace(/\s/g, '')).toMatch(
            new RegExp(`^\\d{${rule.digits}}$`),
          )
        }
        const area = areas[dealer.site_city]
        if (area)
          for (const number of landlines) expect(number.startsWith(`${rule.country} ${area} `)).toBe(true)
        for (const number of mobiles) expect(number.startsWith(`${rule.country} 9`)).toBe(true)
      }
    })
  }
})
