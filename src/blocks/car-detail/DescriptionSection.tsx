import { CollapsibleHeight } from './Disclosure.lazy'
import type { ToggleLabels } from './Disclosure.client'
import { descriptionCollapsedHeight } from './sections'

/** The seller's description (spec 02 §2, anchor #description), collapsed by height; nothing without one. */
export function DescriptionSection({
  description,
  t,
  toggle,
}: {
  description: string | null
  t: (key: string) => string
  toggle: ToggleLabels
}) {
  if (!description) return null
  return (
    <section id="description" aria-labelledby="description-heading" className="scroll-mt-28">
      <h2 id="description-heading" className="font-heading text-2xl">
        {t('carDetailDescription')}
      </h2>
      <CollapsibleHeight section="description" collapsedHeight={descriptionCollapsedHeight} labels={toggle}>
        <div className="mt-3 whitespace-pre-line" data-description>
          {description}
        </div>
      </CollapsibleHeight>
    </section>
  )
}
