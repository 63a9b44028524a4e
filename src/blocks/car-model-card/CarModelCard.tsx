import { Img } from '@/ui/media/Img'
import type { Dictionary } from '@/lib/i18n/dictionary'
import { translate } from '@/lib/i18n/dictionary'
import { mediaSource } from '@/ui/media/media'
import { SmartLink } from '@/ui/link/SmartLink'
import type { BlockOf } from '../types'

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
    <article
      data-car-model-card
      className="relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-neutral-200"
    >
      <div className="relative aspect-[4/3] bg-neutral-100">
        {image ? <Img src={image.src} alt={image.alt} fill sizes={sizes} className="object-cover" /> : null}
        {card.isCampaign ? (
          <span
            data-campaign
            className="absolute top-3 left-3 rounded-full bg-brand px-3 py-1 text-xs font-semibold text-brand-contrast"
          >
            {card.campaign || translate(dictionary, 'campaign')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="font-heading text-xl">{card.title}</h3>
        {card.text ? <p className="text-sm text-neutral-700">{card.text}</p> : null}
        {specs.length ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {specs.map((spec, index) => (
              <div key={spec.id ?? index}>
                <dt className="text-neutral-600">{spec.label}</dt>
                <dd className="font-semibold">{spec.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {card.link?.href && card.link.text ? (
          <SmartLink
            href={card.link.href}
            newTab={card.link.newTab}
            className="mt-auto self-start font-semibold text-brand underline after:absolute after:inset-0"
          >
            {card.link.text}
            <span className="sr-only">: {card.title}</span>
          </SmartLink>
        ) : null}
      </div>
    </article>
  )
}
