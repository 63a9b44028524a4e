import { describe, expect, it } from 'vitest'
import { citiesOf, teaserSitesRequest, workshopSitesRequest } from './query'

describe('site selection query', () => {
  it('asks for at most 100 sites having a Workshop department, in the site order', () => {
    expect(workshopSitesRequest('sites-se')).toMatchObject({
      index: 'sites-se',
      filters: { site_department_groups: ['Workshop'] },
      sort_name: 'website_sort_order_asc',
      limit: 100,
    })
  })
  it('asks for four teaser sites', () => {
    expect(teaserSitesRequest('sites-se').limit).toBe(4)
  })
  it('lists each city once, sorted for the language', () => {
    expect(
      citiesOf([{ city: 'Örebro' }, { city: 'Malmö' }, { city: 'Ängelholm' }, { city: 'Malmö' }], 'sv'),
    ).toEqual(['Malmö', 'Ängelholm', 'Örebro'])
  })
})
