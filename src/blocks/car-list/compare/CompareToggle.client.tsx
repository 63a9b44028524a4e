'use client'
import type { CarCardRecord } from '@/ui/vehicle/types'
import { compareMax } from './compare-fields'
import { isCompared, toggleCompare, useCompareList } from './store'

/** The compare toggle on a car card (spec 02 §2 "Car cards"). */
export function CompareToggle({
  index,
  car,
  labels,
}: {
  index: string
  car: CarCardRecord
  labels: { add: string; remove: string }
}) {
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
      className={[
        'rounded-full px-3 py-1 text-xs font-semibold shadow ring-1 disabled:opacity-50',
        selected ? 'bg-brand text-brand-contrast ring-brand' : 'bg-white text-neutral-900 ring-neutral-300',
      ].join(' ')}
    >
      {selected ? labels.remove : labels.add}
      <span className="sr-only">: {`${car.car_brand} ${car.car_model}`}</span>
    </button>
  )
}
