// The tire hotel flow (spec 03 §2.4) on automotive SE's tire hotel page: its agreements are stored at
// that site's workshops (src/seed/tire-hotel.ts).
import type { SeedBlock, SeedPageContext } from './types'

export const tireHotel = (context: SeedPageContext): SeedBlock =>
  ({
    blockType: 'tireHotel',
    contactEmail: 'dackhotell@automotive.se',
    bookServicePath: context.paths.booking ?? '/service/boka-service',
  }) as SeedBlock
