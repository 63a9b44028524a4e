import { rowItems } from './row-items'
import type { Row } from './sections'

/** The overview (spec 02 §2): the car's key facts, the anchor #overview. */
export function OverviewSection({ rows, t }: { rows: Row[]; t: (key: string) => string }) {
  return (
    <section id="overview" aria-labelledby="overview-heading" className="scroll-mt-28">
      <h2 id="overview-heading" className="font-heading text-2xl">
        {t('carDetailOverview')}
      </h2>
      <ul className="mt-3 sm:columns-2 sm:gap-8" data-overview>
        {rowItems(rows, t)}
      </ul>
    </section>
  )
}
