import { Img } from '@/ui/media/Img'
import { Heading } from '@/ui/heading/Heading'
import { mediaSource } from '@/ui/media/media'
import { SmartLink } from '@/ui/link/SmartLink'
import type { BlockComponent } from '../types'
import styles from './image-buttons.module.css'

/** Image buttons (spec 01 §2.4): image tiles that are links, with an optional title and margin. */
export const ImageButtons: BlockComponent<'imageButtons'> = ({ block }) => {
  const items = (block.items ?? []).filter((item) => item.link?.href && item.link.text)
  if (!items.length) return null
  return (
    <section
      data-block="image-buttons"
      className={block.hasMargin ? `${styles.root} ${styles.spaced}` : styles.root}
    >
      {block.title ? <Heading tag={block.titleTag}>{block.title}</Heading> : null}
      {/* The list, its tiles and what they hold are styled through the section's class. */}
      <ul>
        {items.map((item, index) => {
          const image = mediaSource(item.image)
          return (
            <li key={index}>
              <SmartLink href={item.link?.href} newTab={item.link?.newTab}>
                {image ? <Img src={image.src} alt="" fill sizes="(min-width: 768px) 25vw, 50vw" /> : null}
                <span aria-hidden="true" />
                <span>{item.link?.text}</span>
              </SmartLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
