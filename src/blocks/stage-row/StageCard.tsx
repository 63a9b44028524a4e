import { Img } from '@/ui/media/Img'
import { mediaSource } from '@/ui/media/media'
import { SmartLink } from '@/ui/link/SmartLink'
import type { BlockOf } from '../types'

export type StageItem = BlockOf<'stageRow'>['items'][number]

/** One card of a stage row: image, title, text; the whole card is the link when there is one. */
export function StageCard({ item, overlay, sizes }: { item: StageItem; overlay: boolean; sizes: string }) {
  const image = mediaSource(item.image)
  const title = item.link?.href ? (
    <SmartLink
      href={item.link.href}
      newTab={item.link.newTab}
      className="after:absolute after:inset-0 hover:underline"
    >
      {item.title}
    </SmartLink>
  ) : (
    item.title
  )
  if (overlay) {
    return (
      <article className="relative isolate flex aspect-[3/4] flex-col justify-end overflow-hidden rounded-lg bg-neutral-800 p-5 text-white">
        {image ? (
          <Img src={image.src} alt={image.alt} fill sizes={sizes} className="-z-10 object-cover" />
        ) : null}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/30 to-transparent"
        />
        <h3 className="font-heading text-xl">{title}</h3>
        {item.text ? <p className="mt-1 text-sm">{item.text}</p> : null}
      </article>
    )
  }
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-neutral-200">
      <div className="relative aspect-[16/10] bg-neutral-100">
        {image ? <Img src={image.src} alt={image.alt} fill sizes={sizes} className="object-cover" /> : null}
      </div>
      <div className="flex flex-col gap-2 p-5">
        <h3 className="font-heading text-xl">{title}</h3>
        {item.text ? <p className="text-sm text-neutral-700">{item.text}</p> : null}
      </div>
    </article>
  )
}
