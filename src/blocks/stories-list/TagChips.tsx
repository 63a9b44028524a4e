import type { StoryTag } from '@/services/stories/types'

const chip = (pressed: boolean) =>
  [
    'min-h-11 rounded-full border px-4 py-2 text-sm font-medium transition',
    pressed
      ? 'border-brand bg-brand text-brand-contrast'
      : 'border-gray-400 bg-white text-gray-900 hover:border-brand',
  ].join(' ')

/** The tag chips: show-all clears the filter, each tag toggles in or out of it. */
export function TagChips({
  tags,
  activeTags,
  texts,
  onShowAll,
  onToggle,
}: {
  tags: StoryTag[]
  activeTags: string[]
  texts: { showAll: string; filterLabel: string }
  onShowAll: () => void
  onToggle: (key: string) => void
}) {
  return (
    <div role="group" aria-label={texts.filterLabel} className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={activeTags.length === 0}
        className={chip(activeTags.length === 0)}
        onClick={onShowAll}
        data-tag-chip="all"
      >
        {texts.showAll}
      </button>
      {tags.map((tag) => (
        <button
          key={tag.key}
          type="button"
          aria-pressed={activeTags.includes(tag.key)}
          className={chip(activeTags.includes(tag.key))}
          onClick={() => onToggle(tag.key)}
          data-tag-chip={tag.key}
        >
          {tag.value}
        </button>
      ))}
    </div>
  )
}
