import { localisedPath } from '@/lib/site/languages'
import type { BlockComponent } from '../types'
import { TireHotelIsland } from './TireHotel.lazy'

/**
 * Spec 03 §2.4 "Tire hotel". The server draws the first view (Search), so the page reads before
 * its script runs; the island runs the views and keeps the session in the browser's session storage.
 */
export const TireHotel: BlockComponent<'tireHotel'> = ({ block, context }) => (
  <section data-block="tire-hotel" className="mx-auto w-full max-w-3xl px-4 pt-6 pb-16">
    {block.intro ? <p className="mb-6 text-lg">{block.intro}</p> : null}
    <TireHotelIsland
      contactEmail={block.contactEmail}
      bookServicePath={localisedPath(context.site, context.language.code, block.bookServicePath)}
      homePath={localisedPath(context.site, context.language.code, '/')}
    />
  </section>
)
