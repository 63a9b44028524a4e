import { backgroundClasses } from '@/ui/fields/fields'
import { Heading } from '@/ui/heading/Heading'
import type { BlockComponent } from '../types'
import { StageCard } from './StageCard'

/** Horizontal stage row: the same cards in one row that scrolls sideways (snapping, keyboard-scrollable). */
export const HorizontalStageRow: BlockComponent<'horizontalStageRow'> = ({ block }) => {
  const items = block.items ?? []
  if (!items.length) return null
  const background = backgroundClasses[block.backgroundVariant ?? 'None'] ?? ''
  return (
    <section data-block="horizontal-stage-row" className={`${background} ${background ? 'py-12' : 'my-12'}`}>
      <div className="mx-auto max-w-7xl px-4 md:px-8">
        {block.title ? (
          <Heading tag={block.titleTag} className="mb-6 font-heading text-[length:var(--heading-2)]">
            {block.title}
          </Heading>
        ) : null}
        <ul
          tabIndex={0}
          aria-label={block.title ?? undefined}
          className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 md:mx-0 md:px-0"
        >
          {items.map((item, index) => (
            <li
              key={item.id ?? index}
              data-stage-item
              className="w-[80%] shrink-0 snap-start sm:w-[45%] lg:w-[30%]"
            >
              <StageCard item={item} overlay={false} sizes="(min-width: 1024px) 30vw, 80vw" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
