import { CloseGlyph } from '@/ui/icons/CloseGlyph'
import { fill } from '@/lib/i18n/fill'
import { clearCompare, removeFromCompare, type CompareEntry } from './store'

/** The bar fixed at the bottom: the selected cars, clear-all and the compare button. */
export function CompareStrip({
  list,
  texts,
  onOpen,
}: {
  list: CompareEntry[]
  texts: { selected: string; remove: string; clearAll: string; button: string }
  onOpen: () => void
}) {
  return (
    <div
      data-compare-bar
      role="region"
      aria-label={texts.selected}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-300 bg-white/95 px-4 py-3 shadow-lg backdrop-blur"
    >
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-3">
        <ul className="flex flex-1 flex-wrap gap-2">
          {list.map((entry) => (
            <li
              key={entry.card.car_id}
              data-compare-item={entry.card.car_id}
              className="flex items-center gap-1 rounded-full bg-neutral-100 py-1 pr-1 pl-3 text-sm"
            >
              {entry.card.car_brand} {entry.card.car_model}
              <button
                type="button"
                className="grid size-6 place-items-center rounded-full hover:bg-neutral-200"
                aria-label={`${texts.remove}: ${entry.card.car_brand} ${entry.card.car_model}`}
                onClick={() => removeFromCompare(entry.card.car_id)}
              >
                <CloseGlyph />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" data-compare-clear className="text-sm underline" onClick={clearCompare}>
          {texts.clearAll}
        </button>
        <button
          type="button"
          data-compare-open
          className="rounded bg-brand px-4 py-2 font-semibold text-brand-contrast"
          onClick={onOpen}
        >
          {fill(texts.button, { count: list.length })}
        </button>
      </div>
    </div>
  )
}
