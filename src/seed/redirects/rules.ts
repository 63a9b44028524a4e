// Demo redirect tables per site, seeded into the CMS. Every rule that spec 01 §2.6 describes is
// here as a concrete rule; the brand names chosen are documented at the top of each site's file.
import { automotiveSeRedirects } from './automotive-se'
import { automotiveUkRedirects } from './automotive-uk'
import { carstoreFiRedirects, carstoreNoRedirects, carstoreSkRedirects } from './carstore'
import { groupNoRedirects, groupSeRedirects } from './group'
import type { RedirectRule } from '@/services/redirects/types'

export type DemoSiteName =
  'automotive-se' | 'carstore-fi' | 'carstore-no' | 'carstore-sk' | 'automotive-uk' | 'group-no' | 'group-se'

export const demoRedirects: Record<DemoSiteName, RedirectRule[]> = {
  'automotive-se': automotiveSeRedirects,
  'carstore-fi': carstoreFiRedirects,
  'carstore-no': carstoreNoRedirects,
  'carstore-sk': carstoreSkRedirects,
  'automotive-uk': automotiveUkRedirects,
  'group-no': groupNoRedirects,
  'group-se': groupSeRedirects,
}
