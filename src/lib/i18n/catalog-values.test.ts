import { describe, expect, it } from 'vitest'
import {
  labelsOfValues,
  catalogValueKey,
  catalogValueLabel,
  catalogValueLabels,
  isLabelledCatalogField,
} from './catalog-values'

describe('catalog value labels', () => {
  const dictionary = {
    carListFilters: 'Filters',
    [catalogValueKey('car_body', 'Stasjonsvogn')]: 'Estate',
    [catalogValueKey('car_body', 'Kombi 5-dørs')]: 'Hatchback',
    [catalogValueKey('car_gearbox', 'Automat')]: 'Automatic',
    [catalogValueKey('car_color', 'Čierna')]: 'Black',
    [catalogValueKey('car_color', 'Hvit')]: '  ',
  }
  const labels = catalogValueLabels(dictionary)

  it('groups the dictionary entries of catalog values by field and leaves other texts out', () => {
    expect(labels).toEqual({
      car_body: { Stasjonsvogn: 'Estate', 'Kombi 5-dørs': 'Hatchback' },
      car_gearbox: { Automat: 'Automatic' },
      car_color: { Čierna: 'Black' },
    })
  })

  it('reads a dictionary once: its renders share one frozen set of labels', () => {
    expect(catalogValueLabels(dictionary)).toBe(labels)
    expect(Object.isFrozen(labels) && Object.isFrozen(labels.car_body)).toBe(true)
    // Another dictionary is read for itself.
    expect(
      catalogValueLabels({ ...dictionary, [catalogValueKey('car_fuel', 'El')]: 'Electric' }).car_fuel,
    ).toEqual({
      El: 'Electric',
    })
  })

  it('shows a labelled value by its label, anything else as the catalog writes it', () => {
    expect(catalogValueLabel(labels, 'car_body', 'Stasjonsvogn')).toBe('Estate')
    expect(catalogValueLabel(labels, 'car_color', 'Čierna')).toBe('Black')
    // Unknown value, a blank label, a field without labels: the value as it is.
    expect(catalogValueLabel(labels, 'car_body', 'Limousine')).toBe('Limousine')
    expect(catalogValueLabel(labels, 'car_color', 'Hvit')).toBe('Hvit')
    expect(catalogValueLabel(labels, 'car_drive', 'AWD')).toBe('AWD')
    // A label belongs to its field: the same word in another field is not translated.
    expect(catalogValueLabel(labels, 'car_fuel', 'Automat')).toBe('Automat')
  })

  it('knows which fields carry enumerated values', () => {
    expect(isLabelledCatalogField('car_color')).toBe(true)
    expect(isLabelledCatalogField('car_power_text')).toBe(false)
  })
})

describe("an island's catalog value labels", () => {
  it("keeps only the labels of values the catalog holds, and nothing for a catalog in the page's language", () => {
    const labels = {
      car_fuel: { Sähkö: 'El', Elektrina: 'El', Petrol: 'Bensin' },
      car_body: { Farmari: 'Kombi' },
    }
    expect(
      labelsOfValues(labels, { car_fuel: ['Sähkö', 'Diesel'], car_body: ['Farmari'], car_color: ['Musta'] }),
    ).toEqual({
      car_fuel: { Sähkö: 'El' },
      car_body: { Farmari: 'Kombi' },
    })
    expect(labelsOfValues(labels, { car_fuel: ['El', 'Bensin'], car_body: ['Kombi'] })).toEqual({})
  })
})
