import { Img } from '@/ui/media/Img'
import type { Dictionary } from '@/lib/i18n/dictionary'
import { translate } from '@/lib/i18n/dictionary'
import { mediaSource } from '@/ui/media/media'
import { SmartLink } from '@/ui/link/SmartLink'
import type { BlockOf } from '../types'
import styles from './car-model-cards.module.css'

export type CarModelCardFields = BlockOf<'carModelCards'>['cards'][number]

/** One car model: image, campaign flag, title, text, up to four label/value pairs and a link. */
export function CarModelCard({
  card,
  dictionary,
  sizes,
}: {
  card: CarModelCardFields
  dictionary: Dictionary
  sizes: string
}) {
  const image = mediaSource(card.image)
  const specs = (card.specs ?? []).slice(0, 4)
  return (
    // Its inner elements are styled through the card's class (car-model-cards.module.css).
    <article data-car-model-card className={styles.card}>
      <div>
        {image ? <Img src={image.src} alt={image.alt} fill sizes={sizes} /> : null}
        {card.isCampaign ? (
          <span data-campaign>{card.campaign || translate(dictionary, 'campaign')}</span>
        ) : null}
      </div>
      <div>
        <h3>{card.title}</h3>
        {card.text ? <p>{card.text}</p> : null}
        {specs.length ? (
          <dl>
            {specs.map((spec, index) => (
              <div key={index}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {card.link?.href && card.link.text ? (
          <SmartLink href={card.link.href} newTab={card.link.newTab}>
            {card.link.text}
            <span>: {card.title}</span>
          </SmartLink>
        ) : null}
      </div>
    </article>
  )
}
