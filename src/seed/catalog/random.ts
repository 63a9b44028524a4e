/** A seeded PRNG (mulberry32) so the demo data is the same on every machine and every run. */
export type Random = {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  sample<T>(items: readonly T[], count: number): T[]
}

export function seeded(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    sample: (items, count) => {
      const pool = [...items]
      const out: (typeof items)[number][] = []
      while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0])
      return out
    },
  }
}

/** Picks from `items` in proportion to their weights (any scale), with `random`'s numbers. */
export function weightedPicker<T>(items: readonly T[], weight: (item: T) => number, random: Random): () => T {
  const cumulative: number[] = []
  let total = 0
  for (const item of items) cumulative.push((total += Math.max(0, weight(item))))
  if (!(total > 0)) throw new Error('weightedPicker: no item has a weight')
  return () => {
    const target = random.next() * total
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if (cumulative[middle] > target) high = middle
      else low = middle + 1
    }
    return items[low]
  }
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øæ]/g, (letter) => (letter === 'ø' ? 'o' : 'ae'))
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
