import { describe, expect, it } from 'vitest'
import { kinds } from '../kinds'
import { compileQuery, flattenSelection, refinePaths } from './compile'
import { histogram, histogramResolution, niceStep, valueTree, type AggregateRow } from './facets'
import { numberPlaceholders } from '../db/postgres'
import { parseSearchRequest } from './schema'
import { foldText, keyphraseWords, scopeToken, sqliteMatchQuery } from './text'

const row = (
  f: number,
  values: (string | null)[],
  count: number,
  lo: number | null = null,
  hi: number | null = null,
): AggregateRow => ({ f, values, count, lo, hi })

describe('refinePaths', () => {
  it('drops a parent that has a selected child, keeps independent selections', () => {
    expect(refinePaths([['Volvo'], ['Volvo', 'XC60'], ['Kia'], ['Volvo', 'XC60']])).toEqual([
      ['Volvo', 'XC60'],
      ['Kia'],
    ])
  })
})

describe('flattenSelection', () => {
  it('turns value/children trees into > paths', () => {
    expect(
      flattenSelection([
        { value: 'Volvo', children: [{ value: 'XC60' }, { value: 'V60' }] },
        { value: 'Kia' },
        'BMW',
      ]),
    ).toEqual(['Volvo>XC60', 'Volvo>V60', 'Kia', 'BMW'])
  })
})

describe('compileQuery', () => {
  const compile = (body: object) =>
    compileQuery(parseSearchRequest({ index: 'vehicles_automotive-se', ...body }), kinds.vehicles)
  it('applies the defaults of spec 02 §9', () => {
    const query = compile({})
    expect([query.limit, query.offset, query.sort.name, query.fields, query.terms]).toEqual([
      24,
      0,
      'car_publishdate_desc',
      null,
      [],
    ])
  })
  it('splits hierarchical filter values into typed paths and ranges into [low, high]', () => {
    const query = compile({
      filters: {
        'car_brand>car_model': ['Volvo>XC60'],
        car_price: [300, 100],
        car_year: ['2020'],
        caroftheweek: ['true'],
      },
    })
    expect(
      query.filters.map((group) =>
        group.mode === 'range' ? group.range : group.mode === 'paths' ? group.paths : group.values,
      ),
    ).toEqual([[['Volvo', 'XC60']], [100, 300], [[2020]], [[1]]])
  })
  it('marks price-like single facets as histograms', () => {
    expect(
      compile({ facets: ['car_price', 'car_year', 'car_brand>car_model'] }).facets.map(
        (facet) => facet.histogram,
      ),
    ).toEqual([true, false, false])
  })
  it('rejects a hierarchy that mixes in a range field', () => {
    expect(() => compile({ facets: ['car_brand>car_price'] })).toThrow(/mixes a list or range field/)
  })
})

describe('text', () => {
  it('folds case, accents and Nordic letters', () => {
    expect(foldText('Škoda Ålesund Tønsberg Æbeltoft Straße')).toBe(
      'skoda alesund tonsberg aebeltoft strasse',
    )
  })
  it('keeps words only, once, and quotes them for FTS5', () => {
    expect(keyphraseWords(' Volvo  XC-60, volvo! ')).toEqual(['volvo', 'xc', '60'])
    expect(sqliteMatchQuery(['volvo', 'xc'], 'zqabc')).toBe('scope:"zqabc" AND body:("volvo"* AND "xc"*)')
    expect(scopeToken('vehicles_automotive-se@1')).toMatch(/^zq[a-z]{7}$/)
    expect(scopeToken('vehicles_automotive-se@1')).not.toBe(scopeToken('vehicles_automotive-se@2'))
  })
})

describe('facets', () => {
  it('builds value trees whose parents sum their children, sorted as asked', () => {
    const facet = {
      name: 'car_brand>car_model',
      levels: [kinds.vehicles.indexed.get('car_brand')!, kinds.vehicles.indexed.get('car_model')!],
      histogram: false,
      sortOrder: 'count' as const,
      buckets: 10,
    }
    const tree = valueTree(facet, [
      row(1, ['Volvo', 'XC60', null, null], 2),
      row(1, ['Kia', 'Niro', null, null], 1),
      row(1, ['Volvo', 'V60', null, null], 3),
    ])
    expect(tree).toEqual([
      {
        text: 'Volvo',
        count: 5,
        children: [
          { text: 'V60', count: 3, children: [] },
          { text: 'XC60', count: 2, children: [] },
        ],
      },
      { text: 'Kia', count: 1, children: [{ text: 'Niro', count: 1, children: [] }] },
    ])
  })
  it('picks readable steps', () => {
    expect([niceStep(0.7), niceStep(3), niceStep(7), niceStep(1_234)]).toEqual([1, 5, 10, 2_000])
    expect(histogramResolution(0, 1_000_000)).toBe(5_000)
  })
  it('merges grid cells into at most N exact buckets', () => {
    // cells of 1000: values 1500 (2 cars), 2500 (1), 9999 (1)
    const cells = [
      row(1, ['1'], 2, 1_500, 1_500),
      row(1, ['2'], 1, 2_500, 2_500),
      row(1, ['9'], 1, 9_999, 9_999),
    ]
    // Steps go 1, 2, 5, 10… times the grid: 2000 would need five buckets, so 5000 it is.
    expect(histogram(cells, 1_000, 4)).toEqual([
      { min: 1_500, max: 5_000, count: 3 },
      { min: 5_000, max: 9_999, count: 1 },
    ])
    expect(histogram(cells, 1_000, 10).map((bucket) => bucket.count)).toEqual([2, 1, 0, 0, 0, 0, 0, 0, 1])
    expect(histogram([row(1, ['5'], 3, 5_000, 5_000)], 1_000, 10)).toEqual([
      { min: 5_000, max: 5_000, count: 3 },
    ])
    expect(histogram([], 1_000, 10)).toEqual([])
  })
})

describe('numberPlaceholders', () => {
  it('numbers ? placeholders for PostgreSQL', () => {
    expect(numberPlaceholders('a = ? AND b IN (?, ?)')).toBe('a = $1 AND b IN ($2, $3)')
  })
})
