'use client'
import { use } from 'react'
import type { CarCardRecord } from '@/ui/vehicle/types'
import { compareMax } from './compare-fields'
import { CompareContext } from './context'
import { isCompared, toggleCompare, useCompareList } from './store'
import styles from './CompareToggle.module.css'

/**
 * The compare toggle on a car card (spec 02 §2 "Car cards"). It holds the card's record, which
 * the compare list falls back to when the full record cannot be fetched (spec 02 §8).
 */
export function CompareToggle({ car }: { car: CarCardRecord }) {
  const { index, labels } = use(CompareContext)
  const list = useCompareList()
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
      <span className="sr-only">{`: ${car.car_brand} ${car.car_model}`}</span>
    </button>
  )
}
