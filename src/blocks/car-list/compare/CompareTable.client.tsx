'use client'
import Image from 'next/image'
import { imageLoader } from '@/ui/media/image-address'
import { cardPrice } from '@/ui/vehicle/card-fields'
import { catalogValueLabel, isLabelledCatalogField, type CatalogValueLabels } from '@/lib/i18n/catalog-values'
import { formatMileage, formatPrice, localiseNumbers, type VehicleFormat } from '@/ui/vehicle/format'
import { keyDataRows, technicalRows } from './compare-fields'
import { removeFromCompare, type CompareEntry } from './store'

type Texts = { remove: string; price: string; keyData: string; technical: string; equipment: string }

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

/** One column per car: its image, name and remove button, then its price. */
function CarsAndPrices({
  list,
  format,
  texts,
}: {
  list: CompareEntry[]
  format: VehicleFormat
  texts: Texts
}) {
  return (
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
  )
}

/** The comparison side by side: cars and prices, key data, technical data and equipment. */
export function CompareTable({
  list,
  format,
  catalogValues,
  texts,
  rowLabels,
}: {
  list: CompareEntry[]
  format: VehicleFormat
  catalogValues: CatalogValueLabels
  texts: Texts
  rowLabels: Record<string, string>
}) {
  const label = (key: string) => rowLabels[key] ?? key
  return (
    <div className="overflow-x-auto">
      <CarsAndPrices list={list} format={format} texts={texts} />
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
  )
}
