import type { ControlTexts } from '@/ui/catalog-filters/texts'
import { SearchForm } from '@/ui/search-bar/SearchForm.client'

/** Above the list: the filter toggle, the keyphrase, the sort and "Save this search". */
export function ListToolbar({
  filterToggle,
  phrase,
  onPhraseChange,
  onSearch,
  sort,
  sortOptions,
  onSort,
  onSave,
  saveLabel,
  texts,
}: {
  /** The filter toggle's state, or null when the list has no filter controls. */
  filterToggle: { isWide: boolean | null; sticky: boolean; drawerOpen: boolean; onClick: () => void } | null
  phrase: string
  onPhraseChange: (phrase: string) => void
  onSearch: (typed: string) => void
  sort: string
  sortOptions: { name: string; label: string }[]
  onSort: (sort: string) => void
  onSave: () => void
  saveLabel: string
  texts: ControlTexts
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      {filterToggle ? (
        <button
          type="button"
          data-filter-toggle
          aria-expanded={filterToggle.isWide ? filterToggle.sticky : filterToggle.drawerOpen}
          className="rounded border border-neutral-400 px-4 py-2 font-semibold"
          onClick={filterToggle.onClick}
        >
          {filterToggle.isWide
            ? filterToggle.sticky
              ? texts.carListHideFilters
              : texts.carListShowFilters
            : texts.carListFilters}
        </button>
      ) : null}
      <SearchForm
        look="toolbar"
        inputId="car-list-keyphrase"
        value={phrase}
        onValueChange={onPhraseChange}
        onSearch={onSearch}
        labels={{ input: texts.carListSearchLabel, submit: texts.carListSearchButton }}
      />
      <label className="flex flex-col text-sm">
        {texts.carListSortLabel}
        <select
          data-sort
          value={sort}
          onChange={(event) => onSort(event.target.value)}
          className="rounded border border-neutral-400 px-3 py-2 text-base"
        >
          {sortOptions.map((option) => (
            <option key={option.name} value={option.name}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        data-save-search
        aria-haspopup="dialog"
        className="rounded border border-neutral-400 px-4 py-2 font-semibold"
        onClick={onSave}
      >
        {saveLabel}
      </button>
    </div>
  )
}
