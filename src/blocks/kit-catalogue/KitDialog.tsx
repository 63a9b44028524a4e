import { ModalDialog } from '@/ui/dialog/ModalDialog.client'
import { CloseGlyph } from '@/ui/icons/CloseGlyph'
import { Img } from '@/ui/media/Img'
import { kitPrice } from './KitCard'
import type { Kit } from './query'
import { useKitTexts } from './texts-context'

/** A kit's dialog: its image, category, description, parts, price and the cart button. */
export function KitDialog({
  kit,
  inCart,
  onToggleCart,
  onClose,
  locale,
}: {
  kit: Kit | null
  inCart: boolean
  onToggleCart: (kit: Kit) => void
  onClose: () => void
  locale: string
}) {
  const t = useKitTexts()
  return (
    <ModalDialog
      name="kit"
      open={kit !== null}
      onClose={onClose}
      title={kit?.name}
      closeLabel={t.close}
      closeIcon={<CloseGlyph />}
    >
      {kit ? (
        <div className="grid gap-4" data-kit-detail={kit.kitId}>
          {kit.image ? (
            <div className="relative aspect-[4/3] overflow-hidden rounded bg-neutral-100">
              <Img
                src={kit.image.original}
                alt={kit.name}
                fill
                sizes="(min-width: 672px) 640px, 100vw"
                className="object-cover"
              />
            </div>
          ) : null}
          <p className="text-sm text-neutral-700" data-kit-category>
            <span className="sr-only">{t.category}: </span>
            {kit.categories.join(' › ')}
          </p>
          <p>{kit.description}</p>
          {kit.parts.length ? (
            <table className="w-full text-left text-sm">
              <caption className="mb-1 text-left font-semibold">{t.parts}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.partNo}</th>
                  <th scope="col">{t.parts}</th>
                  <th scope="col">{t.quantity}</th>
                </tr>
              </thead>
              <tbody>
                {kit.parts.map((part) => (
                  <tr key={part.partNo}>
                    <td>{part.partNo}</td>
                    <td>{part.name}</td>
                    <td>{part.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <p className="text-xl font-semibold" data-kit-detail-price>
            <span className="sr-only">{t.price}: </span>
            {kitPrice(kit, locale)}
          </p>
          <div>
            <button
              type="button"
              data-cart-toggle
              aria-pressed={inCart}
              className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-brand-contrast"
              onClick={() => onToggleCart(kit)}
            >
              {inCart ? t.removeFromCart : t.addToCart}
            </button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  )
}
