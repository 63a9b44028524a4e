// The lead forms of the demo (issue 22): sell car on the Swedish retail sites, the Norwegian
// service request (cars and the motorcycle variant) on automotive NO, and a statistic beside them.
import { dealersPerSite } from '../catalog/dealers'
import type { SeedBlock, SeedPageContext } from './types'

export const sellCarForm = (): SeedBlock =>
  ({
    blockType: 'sellCarForm',
    title: 'Dina uppgifter',
    titleTag: 'h2',
    intro: 'Fyll i registreringsnummer och miltal, så hör en av våra bilinköpare av sig med ett bud.',
  }) as SeedBlock

export const statistic = (title: string, value: string): SeedBlock =>
  ({ blockType: 'statistic', title, value }) as SeedBlock

/** The motorcycle workshop: the site's last catalog dealer (its own city and address). */
export const motorcycleDealerId = (siteName: string) => `${siteName}-${1000 + dealersPerSite}`

export const serviceRequestForm = (context: SeedPageContext, variant: 'car' | 'motorcycle'): SeedBlock =>
  ({
    blockType: 'serviceRequestForm',
    title: variant === 'car' ? 'Serviceforespørsel' : 'Serviceforespørsel MC',
    titleTag: 'h2',
    variant,
    ...(variant === 'motorcycle' ? { motorcycleDealerId: motorcycleDealerId(context.site.name) } : {}),
  }) as SeedBlock
