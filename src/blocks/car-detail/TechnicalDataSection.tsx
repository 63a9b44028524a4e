import { ExpandableList } from './Disclosure.lazy'
import type { ToggleLabels } from './Disclosure.client'
import { rowItems } from './row-items'
import { technicalRowsCollapsed, type Row } from './sections'

/** Technical data (spec 02 §2): the first rows, the rest behind 'show more'; nothing without rows. */
export function TechnicalDataSection({
  rows,
  t,
  toggle,
}: {
  rows: Row[]
  t: (key: string) => string
  toggle: ToggleLabels
}) {
  if (rows.length === 0) return null
  return (
    <section aria-labelledby="technical-heading">
      <h2 id="technical-heading" className="font-heading text-2xl">
        {t('carDetailTechnicalData')}
      </h2>
      <ExpandableList
        section="technicalData"
        items={rowItems(rows, t)}
        visible={technicalRowsCollapsed}
        toggleAbove={technicalRowsCollapsed}
        labels={toggle}
        className="mt-3"
      />
    </section>
  )
}
