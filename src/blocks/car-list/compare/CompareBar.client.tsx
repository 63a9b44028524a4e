'use client'
import { CloseGlyph } from '@/ui/icons/CloseGlyph'
import { fill } from '@/lib/i18n/fill'
import { useEffect, useState } from 'react'
import { ModalDialog } from '@/ui/dialog/ModalDialog.client'
import Image from 'next/image'
import { imageLoader } from '@/ui/media/image-address'
import { cardPrice, toCarCard } from '@/ui/vehicle/card-fields'
import { catalogValueLabel, isLabelledCatalogField, type CatalogValueLabels } from '@/lib/i18n/catalog-values'
import { formatMileage, formatPrice, localiseNumbers, type VehicleFormat } from '@/ui/vehicle/format'
import { keyDataRows, parseCompareParam, technicalRows } from './compare-fields'
import {
  clearCompare,
  fetchCars,
  removeFromCompare,
  replaceCompare,
  useCompareList,
  type CompareEntry,
} from './store'

export type CompareTexts = {
  button: string
  clearAll: string
  heading: string
  close: string
  selected: string
  remove: string
  price: string
  keyData: string
  technical: string
  equipment: string
}

function setCompareParam(ids: string[] | null) {
  const url = new URL(window.location.href)
  if (ids?.length) url.searchParams.set('compare', ids.join(','))
  else url.searchParams.delete('compare')
  window.history.replaceState(
    window.history.state,
    '',
    url.pathname + url.search.replace(/%2C/g, ',') + url.hash,
  )
}

function value(
  entry: CompareEntry,
  field: string,
  format: VehicleFormat,
  catalogValues: CatalogValueLabels,
): string {
  const record: Record<string, unknown> = { ...entry.card, ...(entry.full ?? {}) }
  const raw = record[field]
  if (field === 'car_mileage') return formatMileage(raw, format) ?? '–'
  if (typeof raw === 'string' && raw.trim() && isLabelledCatalogField(field))
    return catalogValueLabel(catalogValues, field, raw)
  // Numbers here are years; the feed's texts (power, consumption…) get the page's decimal marks.
  if (typeof raw === 'number') return String(raw)
  if (typeof raw === 'string' && raw.trim()) return localiseNumbers(raw, format.locale)
  return '–'
}

function Rows({
  rows,
  entries,
  format,
  catalogValues,
}: {
  rows: { field: string; label: string }[]
  entries: CompareEntry[]
  format: VehicleFormat
  catalogValues: CatalogValueLabels
}) {
  return rows.map((row) => (
    <tr key={row.field} className="border-t border-neutral-200" data-compare-row={row.field}>
      <th scope="row" className="w-40 py-2 pr-4 text-left font-normal text-neutral-700">
        {row.label}
      </th>
      {entries.map((entry) => (
        <td key={entry.card.car_id} className="py-2 pr-4">
          {value(entry, row.field, format, catalogValues)}
        </td>
      ))}
    </tr>
  ))
}

/**
 * The bar fixed at the bottom with the selected cars, clear-all and the compare button, and the
 * full-screen modal that shows them side by side. Beyond the spec, an open comparison is in the
 * URL (`?compare=id,id`), so a shared link reopens it.
 */
export function CompareBar({
  index,
  format,
  catalogValues,
  texts,
  rowLabels,
}: {
  index: string
  format: VehicleFormat
  /** Labels of the catalog's values in the page's language. */
  catalogValues: CatalogValueLabels
  texts: CompareTexts
  /** Dictionary key → text, for the row labels. */
  rowLabels: Record<string, string>
}) {
  const list = useCompareList()
  const [open, setOpen] = useState(false)
  const ids = list.map((entry) => entry.card.car_id)

  // A shared link: load the cars it names, then open the comparison.
  useEffect(() => {
    const wanted = parseCompareParam(new URL(window.location.href).searchParams.get('compare'))
    if (!wanted.length) return
    fetchCars(index, wanted)
      .then((records) => {
        const byId = new Map(records.map((record) => [String(record.car_id), record]))
        const entries = wanted.flatMap((id) => {
          const record = byId.get(id)
          const card = record ? toCarCard(record) : null
          return card && record ? [{ card, full: record }] : []
        })
        if (!entries.length) return setCompareParam(null)
        replaceCompare(entries)
        setOpen(true)
      })
      .catch(() => setCompareParam(null))
  }, [index])

  // The modal closes by itself when the list empties (spec 02 §4).
  const isOpen = open && list.length > 0

  // The URL follows an open comparison, so it can be shared.
  const idKey = ids.join(',')
  useEffect(() => {
    if (open) setCompareParam(idKey ? idKey.split(',') : null)
  }, [open, idKey])

  function close() {
    setOpen(false)
    setCompareParam(null)
  }

  const label = (key: string) => rowLabels[key] ?? key
  return (
    <>
      {list.length ? (
        <div
          data-compare-bar
          role="region"
          aria-label={texts.selected}
          className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-300 bg-white/95 px-4 py-3 shadow-lg backdrop-blur"
        >
          <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-3">
            <ul className="flex flex-1 flex-wrap gap-2">
              {list.map((entry) => (
                <li
                  key={entry.card.car_id}
                  data-compare-item={entry.card.car_id}
                  className="flex items-center gap-1 rounded-full bg-neutral-100 py-1 pr-1 pl-3 text-sm"
                >
                  {entry.card.car_brand} {entry.card.car_model}
                  <button
                    type="button"
                    className="grid size-6 place-items-center rounded-full hover:bg-neutral-200"
                    aria-label={`${texts.remove}: ${entry.card.car_brand} ${entry.card.car_model}`}
                    onClick={() => removeFromCompare(entry.card.car_id)}
                  >
                    <CloseGlyph />
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" data-compare-clear className="text-sm underline" onClick={clearCompare}>
              {texts.clearAll}
            </button>
            <button
              type="button"
              data-compare-open
              className="rounded bg-brand px-4 py-2 font-semibold text-brand-contrast"
              onClick={() => setOpen(true)}
            >
              {fill(texts.button, { count: list.length })}
            </button>
          </div>
        </div>
      ) : null}
      <ModalDialog
        name="compare"
        placement="fullscreen"
        attributes={{ 'data-compare-modal': '' }}
        open={isOpen}
        onClose={close}
        title={texts.heading}
        closeLabel={texts.close}
      >
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] table-fixed text-sm">
            <thead>
              <tr>
                <td className="w-40" />
                {list.map((entry) => (
                  <th key={entry.card.car_id} scope="col" className="pr-4 pb-3 text-left align-top">
                    <div className="relative mb-2 aspect-[4/3] overflow-hidden rounded bg-neutral-100">
                      {entry.card.car_primary_image?.thumbnail_url ? (
                        <Image
                          loader={imageLoader}
                          src={entry.card.car_primary_image.thumbnail_url}
                          alt=""
                          fill
                          sizes="240px"
                          className="object-cover"
                        />
                      ) : null}
                    </div>
                    <span className="block font-heading text-base">
                      {entry.card.car_brand} {entry.card.car_model}
                    </span>
                    <span className="block font-normal text-neutral-700">{entry.card.car_model_text}</span>
                    <button
                      type="button"
                      className="mt-1 text-xs font-normal underline"
                      onClick={() => removeFromCompare(entry.card.car_id)}
                    >
                      {texts.remove}
                      <span className="sr-only">: {`${entry.card.car_brand} ${entry.card.car_model}`}</span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr className="border-t border-neutral-200" data-compare-row="price">
                <th scope="row" className="w-40 py-2 pr-4 text-left font-normal text-neutral-700">
                  {texts.price}
                </th>
                {list.map((entry) => {
                  const price = cardPrice(entry.card)
                  return (
                    <td key={entry.card.car_id} className="py-2 pr-4 font-semibold">
                      {formatPrice(price.price, format) ?? '–'}
                    </td>
                  )
                })}
              </tr>
            </tbody>
          </table>
          <h3 className="mt-6 mb-2 text-lg font-semibold">{texts.keyData}</h3>
          <table className="w-full min-w-[36rem] table-fixed text-sm">
            <tbody>
              <Rows
                rows={keyDataRows.map((row) => ({ ...row, label: label(row.label) }))}
                entries={list}
                format={format}
                catalogValues={catalogValues}
              />
            </tbody>
          </table>
          <details data-compare-section="technical" className="mt-6">
            <summary className="cursor-pointer text-lg font-semibold">{texts.technical}</summary>
            <table className="mt-2 w-full min-w-[36rem] table-fixed text-sm">
              <tbody>
                <Rows
                  rows={technicalRows.map((row) => ({ ...row, label: label(row.label) }))}
                  entries={list}
                  format={format}
                  catalogValues={catalogValues}
                />
              </tbody>
            </table>
          </details>
          <details data-compare-section="equipment" className="mt-6">
            <summary className="cursor-pointer text-lg font-semibold">{texts.equipment}</summary>
            <div
              className="mt-2 grid gap-4"
              style={{ gridTemplateColumns: `repeat(${list.length}, minmax(0, 1fr))` }}
            >
              {list.map((entry) => {
                const equipment = entry.full?.car_equipment
                return (
                  <ul key={entry.card.car_id} className="list-disc space-y-1 pl-5 text-sm">
                    {Array.isArray(equipment) && equipment.length ? (
                      equipment.map((item) => <li key={String(item)}>{String(item)}</li>)
                    ) : (
                      <li>–</li>
                    )}
                  </ul>
                )
              })}
            </div>
          </details>
        </div>
      </ModalDialog>
    </>
  )
}
