// The HTTP replay table for the demo rules: every rule is hit at least once, and requests that
// must not redirect (a `has` rule without its query, a wrong value, a near-miss path) are listed
// too. `location` is exactly what the Location header must carry. Requests without `host` go to
// the site's own host; the www hosts must resolve to automotive-se for its host rules to run.
import { automotiveSeExpectations } from './automotive-se.expectations'
import { automotiveUkExpectations } from './automotive-uk.expectations'
import {
  carstoreFiExpectations,
  carstoreNoExpectations,
  carstoreSkExpectations,
} from './carstore.expectations'
import { groupNoExpectations, groupSeExpectations } from './group.expectations'
import type { RedirectExpectation, SiteExpectation } from './helpers'
import type { DemoSiteName } from './rules'

export type { ExpectedOutcome, RedirectExpectation } from './helpers'

const bySite: Record<DemoSiteName, SiteExpectation[]> = {
  'automotive-se': automotiveSeExpectations,
  'carstore-fi': carstoreFiExpectations,
  'carstore-no': carstoreNoExpectations,
  'carstore-sk': carstoreSkExpectations,
  'automotive-uk': automotiveUkExpectations,
  'group-no': groupNoExpectations,
  'group-se': groupSeExpectations,
}

export const demoRedirectExpectations: RedirectExpectation[] = Object.entries(bySite).flatMap(
  ([site, expectations]) => expectations.map((expectation) => ({ site, ...expectation })),
)
