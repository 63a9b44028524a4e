'use client'
/**
 * The car teasers' cars, picked from the site's own catalogue by brand, model or registration
 * number instead of typed as ids ("Blocks for editors"). The field still stores the comma list of
 * car ids the block reads (spec 03 §7 "Car teasers"), in the order shown here.
 */
import { FieldDescription, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useId, useState } from 'react'
import { parseIdList } from '@/blocks/car-teasers/query'
import { postSearch } from '@/blocks/search-client'
import { pickerTexts } from './car-picker-texts'
import { useDocumentSite } from './useDocumentSite'

type Car = {
  car_id: string
  car_brand?: string
  car_model?: string
  car_version?: string
  car_regno?: string
  car_year?: number
}

const fields = ['car_id', 'car_brand', 'car_model', 'car_version', 'car_regno', 'car_year']

const list = { listStyle: 'none', padding: 0, margin: '0 0 calc(var(--base) / 2)', display: 'grid', gap: 4 }
const row = { display: 'flex', alignItems: 'center', gap: 8 }
const compact = { margin: 0 }
const input = {
  display: 'block',
  width: '100%',
  margin: '4px 0',
  padding: '8px 12px',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-text)',
}

const describe = (car: Car) =>
  [[car.car_brand, car.car_model, car.car_version].filter(Boolean).join(' '), car.car_regno, car.car_year]
    .filter(Boolean)
    .join(' · ')

export const CarPicker: TextFieldClientComponent = ({ path: pathFromProps }) => {
  const { path, value, setValue } = useField<string>({ potentiallyStalePath: pathFromProps })
  const { i18n } = useTranslation()
  const texts = pickerTexts(i18n.language)
  const index = useDocumentSite()?.catalog?.vehicleIndex ?? null
  const ids = parseIdList(value)
  const [known, setKnown] = useState<Record<string, Car>>({})
  const [term, setTerm] = useState('')
  const [results, setResults] = useState<{ key: string; cars: Car[] }>({ key: '', cars: [] })
  const searchId = useId()

  // The chosen cars' names, read once for ids not yet known.
  const unknown = ids.filter((id) => !known[id])
  useEffect(() => {
    if (!index || unknown.length === 0) return
    void postSearch({ index, filters: { car_id: unknown }, limit: unknown.length, fields })
      .then((answer) =>
        setKnown((before) => ({
          ...before,
          ...Object.fromEntries((answer.content as Car[]).map((car) => [car.car_id, car])),
        })),
      )
      .catch(() => {})
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' text is the dependency
  }, [index, unknown.join(',')])

  const keyphrase = term.trim()
  const searchKey = index && keyphrase.length >= 2 ? `${index}|${keyphrase}` : ''
  const found = searchKey && results.key === searchKey ? results.cars : null
  useEffect(() => {
    if (!searchKey || !index) return
    let current = true
    const timer = setTimeout(() => {
      void postSearch({ index, keyphrase, limit: 10, fields })
        .then((answer) => current && setResults({ key: searchKey, cars: answer.content as Car[] }))
        .catch(() => current && setResults({ key: searchKey, cars: [] }))
    }, 250)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [index, keyphrase, searchKey])

  const store = (next: string[]) => setValue(next.join(','))
  const move = (from: number, to: number) => {
    const next = [...ids]
    next.splice(to, 0, ...next.splice(from, 1))
    store(next)
  }

  return (
    <div className="field-type vrp-car-picker" data-car-picker>
      <FieldLabel label={texts.label} path={path} />
      <ol className="vrp-car-picker__chosen" aria-label={texts.chosen} style={list}>
        {ids.map((id, position) => (
          <li key={id} data-car-id={id} style={row}>
            <span>
              {position + 1}. {known[id] ? describe(known[id]) : id}
            </span>
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              style={compact}
              disabled={position === 0}
              onClick={() => move(position, position - 1)}
            >
              {texts.up}
            </button>
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              style={compact}
              onClick={() => store(ids.filter((other) => other !== id))}
            >
              {texts.remove}
            </button>
          </li>
        ))}
      </ol>
      {ids.length === 0 ? <p>{texts.none}</p> : null}
      <label htmlFor={searchId}>{texts.search}</label>
      <input
        id={searchId}
        type="search"
        className="vrp-car-picker__search"
        style={input}
        value={term}
        disabled={!index}
        onChange={(event) => setTerm(event.target.value)}
      />
      {!index ? <p>{texts.noCatalogue}</p> : null}
      <p aria-live="polite" className="vrp-car-picker__count">
        {found ? texts.found(found.length) : ''}
      </p>
      {found && found.length > 0 ? (
        <ul className="vrp-car-picker__found" style={list}>
          {found.map((car) => (
            <li key={car.car_id}>
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small"
                style={compact}
                disabled={ids.includes(car.car_id)}
                onClick={() => store([...ids, car.car_id])}
              >
                {texts.add(describe(car))}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldDescription description={texts.description} path={path} />
    </div>
  )
}
