import { CloseGlyph } from '@/ui/icons/CloseGlyph'

export type FilterChip = { key: string; text: string }

/**
 * Applied filters as removable chips with a clear-all action, the same in the car list and the
 * kit catalogue. Nothing when no filter applies.
 */
export function FilterChips({
  chips,
  texts,
  onRemove,
  onClear,
}: {
  chips: readonly FilterChip[]
  texts: { applied: string; remove: string; clear: string }
  onRemove: (key: string) => void
  onClear: () => void
}) {
  if (!chips.length) return null
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" data-chips>
      <span className="sr-only">{texts.applied}</span>
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          data-chip={chip.key}
          onClick={() => onRemove(chip.key)}
          aria-label={`${texts.remove}: ${chip.text}`}
          className="flex items-center gap-2 rounded-full bg-neutral-100 px-3 py-1 text-sm ring-1 ring-neutral-300"
        >
          {chip.text} <CloseGlyph />
        </button>
      ))}
      <button type="button" data-clear-all className="text-sm font-semibold underline" onClick={onClear}>
        {texts.clear}
      </button>
    </div>
  )
}
