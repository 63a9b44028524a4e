import { Heading } from '@/ui/heading/Heading'
import { SafeRichText } from '@/ui/rich-text/SafeRichText'
import type { BlockComponent } from '../types'

/** Accordion (spec 01 §4): items open and close on their own; native <details>, so no script. */
export const Accordion: BlockComponent<'accordion'> = ({ block }) => {
  const items = block.items ?? []
  if (!items.length) return null
  return (
    <section data-block="accordion" className="mx-auto my-12 max-w-3xl px-4">
      {block.title ? (
        <Heading tag={block.titleTag} className="mb-4 font-heading text-[length:var(--heading-2)]">
          {block.title}
        </Heading>
      ) : null}
      <div className="divide-y divide-neutral-200 border-y border-neutral-200">
        {items.map((item, index) => (
          <details key={item.id ?? index} className="group">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
              {item.title}
              <span
                aria-hidden="true"
                className="text-xl transition-transform group-open:rotate-45 motion-reduce:transition-none"
              >
                +
              </span>
            </summary>
            <SafeRichText data={item.content} className="pb-4" />
          </details>
        ))}
      </div>
    </section>
  )
}
