import { describe, expect, it } from 'vitest'
import { matchPlaces, searchKey, swedishTowns, type Place } from './gazetteer'

describe('swedishTowns', () => {
  it('holds Sweden’s towns with their county and coordinates', () => {
    const towns = swedishTowns()
    expect(towns.length).toBeGreaterThan(700)
    const kiruna = towns.find((town) => town.name === 'Kiruna')
    expect(kiruna).toMatchObject({ region: 'Norrbottens län' })
    expect(kiruna!.latitude).toBeCloseTo(67.86, 1)
    expect(kiruna!.longitude).toBeCloseTo(20.23, 1)
    expect(towns.every((town) => town.region !== 'Sverige')).toBe(true)
  })
})

describe('matchPlaces', () => {
  const place = (name: string, population: number): Place => ({
    placeId: name,
    name,
    region: '',
    latitude: 0,
    longitude: 0,
    population,
  })
  const places = [
    place('Malmö', 350000),
    place('Malmberget', 5000),
    place('Upplands Väsby', 45000),
    place('Väsby', 1200),
  ]

  it('finds names by their start without case or diacritics, larger places first', () => {
    expect(matchPlaces(places, 'malm', 5).map((entry) => entry.name)).toEqual(['Malmö', 'Malmberget'])
    expect(matchPlaces(places, 'MALMO', 5).map((entry) => entry.name)).toEqual(['Malmö'])
  })
  it('ranks a name that starts with the query above one where a later word does', () => {
    expect(matchPlaces(places, 'väsby', 5).map((entry) => entry.name)).toEqual(['Väsby', 'Upplands Väsby'])
  })
  it('answers nothing for a blank query and keeps to the limit', () => {
    expect(matchPlaces(places, '  ', 5)).toEqual([])
    expect(matchPlaces(places, 'm', 1)).toHaveLength(1)
  })
  it('normalises for search', () => {
    expect(searchKey('  Göteborg  Hamn ')).toBe('goteborg hamn')
  })
})
