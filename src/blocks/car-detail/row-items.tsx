import type { Row } from './sections'

/** A section's rows as list items: the dictionary's label on the left, the value on the right. */
export function rowItems(rows: Row[], t: (key: string) => string) {
  return rows.map((row) => (
    <li
      key={row.key}
      className="flex justify-between gap-4 border-b border-neutral-200 py-2"
      data-row={row.key}
    >
      <span className="text-neutral-700">{t(row.key)}</span>
      <span className="text-right font-semibold">{row.value}</span>
    </li>
  ))
}
