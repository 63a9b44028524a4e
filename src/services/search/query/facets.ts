/** Shapes aggregate rows into the response's facets: value trees and histograms. Pure. */
import type { IndexedField } from '../kinds'
import type { FacetSpec } from './compile'
import type { Facet, FacetValue, HistogramBucket } from './schema'

/** One aggregate row: the facet's position, up to four level values, a count and a min/max. */
export type AggregateRow = {
  f: number
  values: (string | null)[]
  count: number
  lo: number | null
  hi: number | null
}

export function formatValue(field: IndexedField, raw: string): string {
  if (field.type === 'boolean') return Number(raw) ? 'true' : 'false'
  if (field.type === 'number') return String(Number(raw))
  return raw
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

function sortTree(nodes: FacetValue[], order: FacetSpec['sortOrder']): FacetValue[] {
  nodes.sort((a, b) =>
    order === 'count'
      ? b.count - a.count || collator.compare(a.text, b.text)
      : order === 'desc'
        ? collator.compare(b.text, a.text)
        : collator.compare(a.text, b.text),
  )
  for (const node of nodes) sortTree(node.children, order)
  return nodes
}

/** Builds the `{text, count, children}` tree; a parent counts the rows of all its children. */
export function valueTree(facet: FacetSpec, rows: readonly AggregateRow[]): FacetValue[] {
  const roots: FacetValue[] = []
  for (const row of rows) {
    let siblings = roots
    for (let level = 0; level < facet.levels.length; level++) {
      const raw = row.values[level]
      if (raw === null || raw === undefined || raw === '') break
      const text = formatValue(facet.levels[level], raw)
      let node = siblings.find((candidate) => candidate.text === text)
      if (!node) siblings.push((node = { text, count: 0, children: [] }))
      node.count += row.count
      siblings = node.children
    }
  }
  return sortTree(roots, facet.sortOrder)
}

/** 1, 2, 5, 10, 20, 50… : the step sizes people read easily. */
export function niceStep(rough: number): number {
  if (!(rough > 0)) return 1
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10]
    .map((factor) => factor * magnitude)
    .find((candidate) => candidate >= rough * (1 - 1e-9))
  return step ?? 10 * magnitude
}

/** The fine grid a histogram field is counted on: about 200 cells over the whole index. */
export function histogramResolution(min: number | null, max: number | null): number {
  if (min === null || max === null || !(max > min)) return 1
  return niceStep((max - min) / 200)
}

/**
 * Merges fine grid cells (cell n holds values in [n·resolution, (n+1)·resolution)) into at most
 * `buckets` even buckets whose width is a multiple of the resolution, so every cell falls wholly
 * in one bucket and the counts stay exact. The first bucket starts at the smallest value and the
 * last ends at the largest, which is what the range slider clamps to.
 */
export function histogram(
  rows: readonly AggregateRow[],
  resolution: number,
  buckets: number,
): HistogramBucket[] {
  const cells = rows.filter((row) => row.count > 0 && row.lo !== null && row.hi !== null)
  if (!cells.length) return []
  const min = Math.min(...cells.map((cell) => cell.lo as number))
  const max = Math.max(...cells.map((cell) => cell.hi as number))
  const total = cells.reduce((sum, cell) => sum + cell.count, 0)
  if (max === min) return [{ min, max, count: total }]
  let step = resolution
  // Buckets are [min, max); the last one also holds the largest value, so a largest value on a
  // bucket edge does not get a bucket of its own.
  const bucketOf = (value: number) => Math.floor(value / step + 1e-9)
  const lastOf = () => Math.max(bucketOf(min), Math.ceil(max / step - 1e-9) - 1)
  for (let factor = 1, attempt = 0; lastOf() - bucketOf(min) + 1 > buckets && attempt < 60; attempt++) {
    factor = niceStep(factor * 1.5)
    step = resolution * factor
  }
  const first = bucketOf(min)
  const last = lastOf()
  const out: HistogramBucket[] = Array.from({ length: last - first + 1 }, (_, index) => ({
    min: (first + index) * step,
    max: (first + index + 1) * step,
    count: 0,
  }))
  for (const cell of cells)
    out[Math.min(last, bucketOf(Number(cell.values[0]) * resolution)) - first].count += cell.count
  out[0].min = min
  out[out.length - 1].max = max
  return out
}

export function buildFacets(
  facets: readonly FacetSpec[],
  rows: readonly AggregateRow[],
  resolutions: ReadonlyMap<string, number>,
): Facet[] {
  return facets.map((facet, index) => {
    const own = rows.filter((row) => row.f === index + 1)
    if (facet.histogram) {
      return {
        name: facet.name,
        type: 'histogram',
        value: histogram(own, resolutions.get(facet.levels[0].name) ?? 1, facet.buckets),
      }
    }
    return { name: facet.name, type: 'value', value: valueTree(facet, own) }
  })
}
