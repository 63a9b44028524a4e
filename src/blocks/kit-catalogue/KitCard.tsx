import { blurBackdropClass, blurBackdropStyle } from '@/ui/media/blur-backdrop'
import { Img } from '@/ui/media/Img'
import { formatPrice } from '@/ui/vehicle/format'
import { InCartMark } from './InCartMark.client'
import type { Kit } from './query'

/** A kit's price in its own currency (EUR shows as €) in the page's locale, whole units. */
export const kitPrice = (kit: Pick<Kit, 'retailPrice' | 'currency'>, locale: string) =>
  formatPrice(kit.retailPrice, { locale, currency: kit.currency }) ?? '–'

/** The first cards' images load at once (the first row on a phone and on a desktop). */
const eagerCards = 4

/**
 * The grid of kit cards. Page one is drawn on the server; the island draws it only after a change.
 * A card's name is a button (`data-kit-open`) whose click the island takes from the grid, so a
 * server-drawn card needs no script of its own.
 */
export function KitGrid({ kits, locale }: { kits: readonly Kit[]; locale: string }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4" data-kit-grid>
      {kits.map((kit, position) => (
        <li key={kit.kitId}>
          <KitCard kit={kit} locale={locale} priority={position < eagerCards} />
        </li>
      ))}
    </ul>
  )
}

/** One kit of the grid: its name opens the detail dialog, where it goes in or out of the cart. */
function KitCard({ kit, locale, priority }: { kit: Kit; locale: string; priority: boolean }) {
  return (
    <article
      data-kit={kit.kitId}
      className="relative flex h-full flex-col overflow-hidden rounded-lg ring-1 ring-neutral-200"
    >
      {/* Only a card whose image loads at once draws the blurred placeholder: a lazy image starts
          loading well before it scrolls into view, so its placeholder would seldom be seen. */}
      <div
        className={`relative aspect-[4/3] overflow-hidden bg-neutral-100 ${priority ? blurBackdropClass : ''}`}
        {...(priority ? { style: blurBackdropStyle(kit.blur) } : {})}
      >
        {kit.image ? (
          <Img
            src={kit.image.thumbnail}
            alt=""
            fill
            sizes="(min-width: 1536px) 20vw, (min-width: 1280px) 25vw, (min-width: 640px) 33vw, 50vw"
            priority={priority}
            className="object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs text-neutral-700">{kit.categories.join(' › ')}</p>
        <h3 className="font-heading text-base">
          <button
            type="button"
            data-kit-open={kit.kitId}
            className="text-left after:absolute after:inset-0 hover:underline"
          >
            {kit.name}
          </button>
        </h3>
        <p className="mt-auto flex items-center justify-between gap-2 font-semibold" data-kit-price>
          {kitPrice(kit, locale)}
          <InCartMark kitId={kit.kitId} />
        </p>
      </div>
    </article>
  )
}
