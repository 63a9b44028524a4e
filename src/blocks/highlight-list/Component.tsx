import { backgroundClasses } from '@/ui/fields/fields'
import { Heading } from '@/ui/heading/Heading'
import type { BlockComponent } from '../types'

const columns = { '3': 'lg:grid-cols-3', '4': 'lg:grid-cols-4' } as const

/** Highlight list (spec 01 §2.4): 3 or 4 columns of pre-title, title and subtitle. */
export const HighlightList: BlockComponent<'highlightList'> = ({ block }) => {
  const items = block.items ?? []
  if (!items.length) return null
  const background = backgroundClasses[block.backgroundColor ?? 'None'] ?? ''
  return (
    <section
      data-block="highlight-list"
      data-columns={block.columns ?? '3'}
      className={`${background} ${background ? 'py-12' : 'my-12'}`}
    >
      <div className="mx-auto max-w-7xl px-4 md:px-8">
        {block.title ? (
          <Heading
            tag={block.titleTag}
            className="mb-8 text-center font-heading text-[length:var(--heading-2)]"
          >
            {block.title}
          </Heading>
        ) : null}
        <ul
          className={`grid grid-cols-1 gap-8 sm:grid-cols-2 ${columns[block.columns ?? '3'] ?? columns['3']}`}
        >
          {items.map((item, index) => (
            <li key={index} data-highlight-item className="flex flex-col gap-1 text-center">
              {item.preTitle ? (
                <span className="text-sm font-semibold tracking-wide uppercase">{item.preTitle}</span>
              ) : null}
              <span className="font-heading text-4xl">{item.title}</span>
              {item.subTitle ? <span className="text-sm">{item.subTitle}</span> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
