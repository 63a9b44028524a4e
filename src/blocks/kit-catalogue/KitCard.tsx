import { Img } from '@/ui/media/Img'
import { formatPrice } from '@/ui/vehicle/format'
import type { Kit } from './query'
import { kitTexts as t } from './texts'

/** A kit's price in its own currency (EUR shows as €) in the page's locale, whole units. */
export const kitPrice = (kit: Pick<Kit, 'retailPrice' | 'currency'>, locale: string) =>
  formatPrice(kit.retailPrice, { locale, currency: kit.currency }) ?? '–'

/** One kit of the grid: its name opens the detail dialog, where it goes in or out of the cart. */
export function KitCard({
  kit,
  locale,
  inCart,
  priority,
  onOpen,
}: {
  kit: Kit
  locale: string
  inCart: boolean
  priority: boolean
  onOpen: (kit: Kit) => void
}) {
  return (
    <article
      data-kit={kit.kitId}
      className="relative flex h-full flex-col overflow-hidden rounded-lg ring-1 ring-neutral-200"
    >
      <div className="relative aspect-[4/3] bg-neutral-100">
        {kit.image ? (
          <Img
            src={kit.image.thumbnail}
            alt=""
            fill
            sizes="(min-width: 1536px) 20vw, (min-width: 1280px) 25vw, (min-width: 640px) 33vw, 50vw"
            priority={priority}
            placeholder={kit.blur ? 'blur' : 'empty'}
            blurDataURL={kit.blur ?? undefined}
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
            onClick={() => onOpen(kit)}
          >
            {kit.name}
          </button>
        </h3>
        <p className="mt-auto flex items-center justify-between gap-2 font-semibold" data-kit-price>
          {kitPrice(kit, locale)}
          {inCart ? (
            <span data-in-cart className="rounded-full bg-brand px-2 py-0.5 text-xs text-brand-contrast">
              {t.inCart}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  )
}
