/**
 * A saved search compiled into checks the matching pass runs cheaply ("Saved searches: matching"):
 * a numeric range as two numbers, a value filter as codes the car's values are translated to once
 * per car, instead of a closure per filter reading the car's fields by name for every pair.
 *
 * The meaning stays the search's own (compileSavedQuery): a saved query's filters and keyphrase
 * are each an independent condition, so each value filter and the keyphrase are compiled by it,
 * once per distinct filter (saved searches repeat the same brands, models and bodies), and only
 * its result is turned into codes. Ranges alone are read here, and only in their plain form (two
 * finite numbers on a number field); any other form goes through compileSavedQuery too, which
 * also rejects what the search would reject. Pure apart from the compiler's own dictionaries.
 */
import { compileSavedQuery, kinds, type CarTest, type MatchableCar, type SavedQuery } from '@/services/search'

type IndexKind = (typeof kinds)[keyof typeof kinds]

/** A value filter: the car must hold one of `pairs` (slot, code, slot, code, …). */
export type ValueFilter = {
  pairs: readonly number[]
  /** The slot's number of fields: a deeper path reaches fewer cars. */
  depth: number
  /** Null when holding one of the pairs is the whole filter; else the filter's full test. */
  test: CarTest | null
}

export type CompiledAlert = {
  /** (range slot, low, high) triples. */
  ranges: readonly number[]
  filters: readonly ValueFilter[]
  /** What has no codes: the keyphrase, not-equal filters. */
  tests: readonly CarTest[]
}

/** A car translated once for all alerts: its numbers per range slot, its codes per value slot. */
export type EncodedCar = {
  car: MatchableCar
  numbers: Float64Array
  codes: (readonly number[])[]
}

/** A car attribute value filters compare: one field's values, or a hierarchy's first levels as one path. */
type Slot = { fields: readonly string[]; codes: Map<string, number> }

const pathKey = (path: readonly unknown[]) => JSON.stringify(path)

export type AlertCompiler = {
  compile(query: SavedQuery): CompiledAlert
  encode(car: MatchableCar): EncodedCar
  /** Distinct value filters and keyphrases compiled so far. */
  readonly cached: number
}

export function alertCompiler(kind: IndexKind, index: string): AlertCompiler {
  const slots: Slot[] = []
  const slotByName = new Map<string, number>()
  const rangeFields: string[] = []
  const rangeByField = new Map<string, number>()
  const filters = new Map<string, ValueFilter | CarTest>()

  const slotOf = (fields: readonly string[]) => {
    const name = fields.join('>')
    let slot = slotByName.get(name)
    if (slot === undefined) {
      slot = slots.push({ fields, codes: new Map() }) - 1
      slotByName.set(name, slot)
    }
    return slot
  }
  const codeOf = (slot: number, path: readonly unknown[]) => {
    const codes = slots[slot].codes
    const key = pathKey(path)
    let code = codes.get(key)
    if (code === undefined) codes.set(key, (code = codes.size))
    return code
  }
  const rangeOf = (field: string) => {
    let slot = rangeByField.get(field)
    if (slot === undefined) rangeByField.set(field, (slot = rangeFields.push(field) - 1))
    return slot
  }

  /** A filter key and its values through the search's compiler, as codes when it has an anchor. */
  function valueFilter(key: string, raw: unknown): ValueFilter | CarTest {
    const cacheKey = `${key}\u0000${JSON.stringify(raw)}`
    const known = filters.get(cacheKey)
    if (known) return known
    const query = { filters: { [key]: raw } } as SavedQuery
    const compiled = compileSavedQuery(kind, index, query, { checked: true })
    const anchor = compiled.anchor
    let result: ValueFilter | CarTest = compiled.test
    if (anchor) {
      const slot = slotOf(anchor.fields)
      const depth = anchor.fields.length
      // The anchor is the filter itself when every selected path is as deep as the anchor.
      const hierarchy = key.includes('>')
      const whole = (raw as unknown[]).every(
        (value) => (hierarchy && typeof value === 'string' ? value.split('>').length : 1) === depth,
      )
      result = {
        pairs: anchor.values.flatMap((path) => [slot, codeOf(slot, path)]),
        depth,
        test: whole ? null : compiled.test,
      }
    }
    filters.set(cacheKey, result)
    return result
  }

  function keyphraseTest(keyphrase: unknown): CarTest {
    const cacheKey = `\u0000keyphrase\u0000${JSON.stringify(keyphrase)}`
    let test = filters.get(cacheKey) as CarTest | undefined
    if (!test) {
      const query = { keyphrase } as SavedQuery
      test = compileSavedQuery(kind, index, query, { checked: true }).test
      filters.set(cacheKey, test)
    }
    return test
  }

  /** A range in its plain form: two finite numbers on a number range field (compile.ts's `range`). */
  function plainRange(key: string, raw: unknown): [number, number] | null {
    const field = kind.indexed.get(key)
    if (!field?.range || field.type !== 'number' || !Array.isArray(raw) || raw.length !== 2) return null
    const [a, b] = raw as unknown[]
    if (typeof a !== 'number' || typeof b !== 'number' || !Number.isFinite(a) || !Number.isFinite(b))
      return null
    return [Math.min(a, b), Math.max(a, b)]
  }

  return {
    get cached() {
      return filters.size
    },
    compile(query) {
      const ranges: number[] = []
      const valueFilters: ValueFilter[] = []
      const tests: CarTest[] = []
      for (const [key, raw] of Object.entries(query.filters ?? {})) {
        const range = plainRange(key, raw)
        if (range) {
          ranges.push(rangeOf(key), range[0], range[1])
          continue
        }
        const filter = valueFilter(key, raw)
        if (typeof filter === 'function') tests.push(filter)
        else valueFilters.push(filter)
      }
      // An empty keyphrase has no words, so it asks nothing of a car.
      if (query.keyphrase != null && query.keyphrase !== '') tests.push(keyphraseTest(query.keyphrase))
      return { ranges, filters: valueFilters, tests }
    },
    encode(car) {
      const numbers = new Float64Array(rangeFields.length)
      rangeFields.forEach((field, slot) => {
        const value = car.values.get(field)?.[0]
        numbers[slot] = typeof value === 'number' ? value : NaN
      })
      const codes = slots.map(({ fields, codes }) => {
        if (fields.length === 1)
          return (car.values.get(fields[0]) ?? []).flatMap((value) => codes.get(pathKey([value])) ?? [])
        const path = fields.map((field) => car.values.get(field)?.[0])
        const code = path.includes(undefined) ? undefined : codes.get(pathKey(path))
        return code === undefined ? [] : [code]
      })
      return { car, numbers, codes }
    },
  }
}

/** Whether the car meets the alert's checks that have no codes: the keyphrase, not-equal filters. */
export function passesTests(alert: CompiledAlert, car: MatchableCar): boolean {
  for (const filter of alert.filters) if (filter.test && !filter.test(car)) return false
  for (const test of alert.tests) if (!test(car)) return false
  return true
}
