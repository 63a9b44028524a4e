import { Img } from '@/ui/media/Img'
import { Heading } from '@/ui/heading/Heading'
import { mediaSource } from '@/ui/media/media'
import { SmartLink } from '@/ui/link/SmartLink'
import type { BlockComponent } from '../types'

/** Image buttons (spec 01 §2.4): image tiles that are links, with an optional title and margin. */
export const ImageButtons: BlockComponent<'imageButtons'> = ({ block }) => {
  const items = (block.items ?? []).filter((item) => item.link?.href && item.link.text)
  if (!items.length) return null
  return (
    <section
      data-block="image-buttons"
      className={`mx-auto max-w-7xl px-4 md:px-8 ${block.hasMargin ? 'my-12' : ''}`}
    >
      {block.title ? (
        <Heading tag={block.titleTag} className="mb-6 font-heading text-[length:var(--heading-2)]">
          {block.title}
        </Heading>
      ) : null}
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {items.map((item, index) => {
          const image = mediaSource(item.image)
          return (
            <li key={item.id ?? index}>
              <SmartLink
                href={item.link?.href}
                newTab={item.link?.newTab}
                className="group relative flex aspect-square flex-col justify-end overflow-hidden rounded-lg bg-neutral-800 p-4 text-white"
              >
                {image ? (
                  <Img
                    src={image.src}
                    alt=""
                    fill
                    sizes="(min-width: 768px) 25vw, 50vw"
                    className="object-cover transition-transform group-hover:scale-105"
                  />
                ) : null}
                <span
                  aria-hidden="true"
                  className="absolute inset-0 bg-gradient-to-t from-black/75 to-transparent"
                />
                <span className="relative font-semibold md:text-lg">{item.link?.text}</span>
              </SmartLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
