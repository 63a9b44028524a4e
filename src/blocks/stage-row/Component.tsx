import { backgroundClasses } from '@/ui/fields/fields'
import { Heading } from '@/ui/heading/Heading'
import type { BlockComponent } from '../types'
import { StageCard } from './StageCard'
import { StageRowGrid } from './StageRowGrid.lazy'

/** Stage row (spec 01 §2.4): a grid of cards whose last incomplete row can be centred. */
export const StageRow: BlockComponent<'stageRow'> = ({ block }) => {
  const items = block.items ?? []
  if (!items.length) return null
  const background = backgroundClasses[block.backgroundVariant ?? 'None'] ?? ''
  return (
    <section
      data-block="stage-row"
      className={`${background} ${background ? 'py-12' : 'my-12'} ${block.hasMarginTop ? 'mt-16' : ''}`}
    >
      <div className="mx-auto max-w-7xl px-4 md:px-8">
        {block.title ? (
          <Heading tag={block.titleTag} className="mb-6 font-heading text-[length:var(--heading-2)]">
            {block.title}
          </Heading>
        ) : null}
        <StageRowGrid
          itemCount={items.length}
          useFourColumns={Boolean(block.useFourColumns)}
          isCentered={Boolean(block.isCentered)}
        >
          {items.map((item, index) => (
            <li key={index} data-stage-item>
              <StageCard
                item={item}
                overlay={block.cardVariant === 'Overlay'}
                sizes="(min-width: 768px) 33vw, 100vw"
              />
            </li>
          ))}
        </StageRowGrid>
      </div>
    </section>
  )
}
