'use client'
import { useEffect, useState } from 'react'
import { postSearch, type FacetValue } from '../search-client'
import { kitVehiclesTreeRequest, kitVehicleFacet, type CarChoice } from './query'
import { useKitTexts } from './texts-context'

export type CarDraft = { manufacturer: string; model: string; year: string }
export const emptyDraft: CarDraft = { manufacturer: '', model: '', year: '' }

const selectClass = 'mt-1 block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 py-2'

/** The manufacturer → model → type year tree of the kit vehicles, read once per page. */
let treeOnce: Promise<FacetValue[]> | null = null
function vehicleTree(index: string): Promise<FacetValue[]> {
  treeOnce ??= postSearch(kitVehiclesTreeRequest(index))
    .then((answer) => answer.facet.find((facet) => facet.name === kitVehicleFacet))
    .then((facet) => (facet?.type === 'value' ? facet.value : []))
    .catch((error: unknown) => {
      treeOnce = null
      throw error
    })
  return treeOnce
}

/**
 * Spec 03 §2.1 "Choose-car dialog" and spec 02's parts-kit vehicle selector: manufacturer, model
 * and type year from the kit-vehicles index, each list narrowed by the one before. With `action`
 * the form is a plain GET to the kit catalogue (the selector block); without, `onChoose` gets the car.
 */
export function CarChooser({
  index,
  idPrefix,
  draft,
  onDraft,
  onChoose,
  action,
  submitLabel,
  busy = false,
}: {
  index: string
  idPrefix: string
  draft: CarDraft
  onDraft: (draft: CarDraft) => void
  onChoose?: (car: CarChoice) => void
  action?: string
  submitLabel?: string
  busy?: boolean
}) {
  const t = useKitTexts()
  const [tree, setTree] = useState<FacetValue[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    vehicleTree(index)
      .then((nodes) => live && setTree(nodes))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [index])

  const models = tree?.find((node) => node.text === draft.manufacturer)?.children ?? []
  const years = models.find((node) => node.text === draft.model)?.children ?? []
  const complete = Boolean(draft.manufacturer && draft.model && draft.year)

  const select = (
    field: keyof CarDraft,
    label: string,
    nodes: FacetValue[],
    next: (value: string) => CarDraft,
  ) => (
    <label className="block" htmlFor={`${idPrefix}-${field}`}>
      <span className="font-medium">{label}</span>
      <select
        id={`${idPrefix}-${field}`}
        name={field === 'year' ? 'type_manf_year' : field}
        data-chooser={field}
        className={selectClass}
        value={draft[field]}
        disabled={!nodes.length}
        onChange={(event) => onDraft(next(event.target.value))}
      >
        <option value="">{label}</option>
        {nodes.map((node) => (
          <option key={node.text} value={node.text}>
            {node.text}
          </option>
        ))}
      </select>
    </label>
  )

  return (
    <form
      data-car-chooser
      data-ready={tree ? '' : undefined}
      action={action}
      method={action ? 'get' : undefined}
      className="grid gap-4"
      onSubmit={(event) => {
        if (!complete) return event.preventDefault()
        if (action) return
        event.preventDefault()
        onChoose?.(draft)
      }}
    >
      {failed ? (
        <p role="alert" className="text-red-800">
          {t.carsError}
        </p>
      ) : !tree ? (
        <p aria-busy="true">{t.carsLoading}</p>
      ) : null}
      {select('manufacturer', t.manufacturer, tree ?? [], (manufacturer) => ({
        manufacturer,
        model: '',
        year: '',
      }))}
      {select('model', t.model, models, (model) => ({ ...draft, model, year: '' }))}
      {select('year', t.year, years, (year) => ({ ...draft, year }))}
      <div>
        <button
          type="submit"
          data-chooser-submit
          disabled={!complete || busy}
          className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-brand-contrast disabled:opacity-60"
        >
          {submitLabel ?? t.choose}
        </button>
      </div>
    </form>
  )
}
