'use client'
import { use } from 'react'
import { compareMax, fromListRecord, type ListRecord } from './compare-fields'
import { CompareContext } from './context'
import { isCompared, toggleCompare, useCompareList } from './store'
import styles from './CompareToggle.module.css'
import { hydrateLater } from '@/ui/hydration/hydrate-later'

/**
 * The compare toggle on a car card (spec 02 §2 "Car cards"). It carries the card's list record
 * (`listRecord`): the compare list falls back to it when the full record cannot be fetched.
 */
function CompareToggleButton({ record }: { record: ListRecord }) {
  const { index, labels } = use(CompareContext)
  const list = useCompareList()
  const car = fromListRecord(record)
  if (!car) return null
  const selected = isCompared(list, car.car_id)
  const full = !selected && list.length >= compareMax
  return (
    <button
      type="button"
      data-compare-toggle={car.car_id}
      aria-pressed={selected}
      disabled={full}
      onClick={() => toggleCompare(index, car)}
      className={styles.toggle}
    >
      {selected ? labels.remove : labels.add}
      <span className="sr-only">: {`${car.car_brand} ${car.car_model}`}</span>
    </button>
  )
}

/** Hydrates after the page, 48 to a list; a click before then hydrates it first. */
export const CompareToggle = hydrateLater(CompareToggleButton)
