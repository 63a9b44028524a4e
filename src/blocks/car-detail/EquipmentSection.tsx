import { CollapsibleHeight, ExpandableList } from './Disclosure.lazy'
import type { ToggleLabels } from './Disclosure.client'
import { equipmentCollapsedHeight, sampleEquipmentShown, sampleEquipmentToggleAbove } from './sections'

/**
 * Equipment (spec 02 §2, anchor #equipment): a sample car's shows its first items, a used car's
 * collapses by height; nothing without items.
 */
export function EquipmentSection({
  items,
  isSample,
  t,
  toggle,
}: {
  items: string[]
  isSample: boolean
  t: (key: string) => string
  toggle: ToggleLabels
}) {
  if (items.length === 0) return null
  return (
    <section id="equipment" aria-labelledby="equipment-heading" className="scroll-mt-28">
      <h2 id="equipment-heading" className="font-heading text-2xl">
        {t('carDetailEquipment')}
      </h2>
      {isSample ? (
        <ExpandableList
          section="equipment"
          items={items.map((item) => (
            <li key={item}>{item}</li>
          ))}
          visible={sampleEquipmentShown}
          toggleAbove={sampleEquipmentToggleAbove}
          labels={toggle}
          className="mt-3 list-disc pl-5"
        />
      ) : (
        <CollapsibleHeight section="equipment" collapsedHeight={equipmentCollapsedHeight} labels={toggle}>
          <ul className="mt-3 list-disc pl-5" data-equipment>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </CollapsibleHeight>
      )}
    </section>
  )
}
