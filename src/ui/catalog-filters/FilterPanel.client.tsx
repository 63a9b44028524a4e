'use client'
import { useState } from 'react'
import type { FacetMapEntry } from '@/services/search/list/facet-map'
import { catalogValueLabel, type CatalogValueLabels } from '@/lib/i18n/catalog-values'
import { formatNumber } from '@/ui/vehicle/format'
import { addValue, removeValue, type Filters } from '@/services/search/list/list-state'
import type { HistogramBucket } from '@/services/search/contract'
import type { ListFacet, PanelFacetValue } from './facets'
import { RangeFacet } from './RangeFacet.client'
import { rangeUnitScale, type MileageUnit } from '@/ui/vehicle/format'
import type { ControlTexts } from './texts'

export type FacetLabels = Record<string, { label: string; tooltip: string | null }>

/** The facet search box appears from this many values (spec 02 §9). */
const searchBoxFrom = 10

type Props = {
  idPrefix: string
  facetMap: readonly FacetMapEntry[]
  facets: readonly ListFacet[]
  labels: FacetLabels
  filters: Filters
  locale: string
  mileageUnit: MileageUnit
  /** Labels of the catalog's values in the page's language; the filters keep the values. */
  valueLabels: CatalogValueLabels
  texts: ControlTexts
  onChange: (facet: string, values: string[]) => void
}

/** A value's label on one level of a facet (`car_brand>car_model` has a field per level). */
type LevelLabel = (level: number, value: string) => string

function matches(node: PanelFacetValue, query: string, label: LevelLabel, level: number): boolean {
  return (
    label(level, node.text).toLowerCase().includes(query) ||
    (node.children ?? []).some((child) => matches(child, query, label, level + 1))
  )
}

function ValueList({
  nodes,
  prefix,
  level,
  selected,
  query,
  label,
  locale,
  onToggle,
}: {
  nodes: PanelFacetValue[]
  prefix: string
  level: number
  selected: readonly string[]
  query: string
  label: LevelLabel
  locale: string
  onToggle: (path: string, checked: boolean) => void
}) {
  const shown = query ? nodes.filter((node) => matches(node, query, label, level)) : nodes
  return (
    <ul className={prefix ? 'mt-1 ml-6 space-y-1' : 'space-y-1'}>
      {shown.map((node) => {
        const path = prefix ? `${prefix}>${node.text}` : node.text
        const checked = selected.includes(path)
        return (
          <li key={path} data-facet-value={path}>
            <label className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={checked}
                onChange={(event) => onToggle(path, event.target.checked)}
              />
              <span className="flex-1" data-facet-label>
                {label(level, node.text)}
              </span>
              <span className="text-neutral-600">({formatNumber(node.count, locale)})</span>
            </label>
            {checked && node.children?.length ? (
              <ValueList
                nodes={node.children}
                prefix={path}
                level={level + 1}
                selected={selected}
                query=""
                label={label}
                locale={locale}
                onToggle={onToggle}
              />
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

function Tooltip({ id, name, text }: { id: string; name: string; text: string }) {
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-describedby={id}
        aria-label={name}
        className="grid size-5 place-items-center rounded-full border border-neutral-500 text-xs"
      >
        i
      </button>
      <span
        id={id}
        role="tooltip"
        data-tooltip
        className="invisible absolute top-6 left-0 z-20 w-64 rounded bg-neutral-900 p-2 text-xs font-normal text-white group-focus-within:visible group-hover:visible"
      >
        {text}
      </span>
    </span>
  )
}

function ValueFacet({
  values,
  selected,
  label,
  texts,
  locale,
  onChange,
}: {
  values: PanelFacetValue[]
  selected: string[]
  label: LevelLabel
  texts: ControlTexts
  locale: string
  onChange: (values: string[]) => void
}) {
  const [query, setQuery] = useState('')
  return (
    <>
      {values.length >= searchBoxFrom ? (
        <input
          type="search"
          data-facet-search
          aria-label={texts.carListFacetSearch}
          placeholder={texts.carListFacetSearch}
          className="mb-2 w-full rounded border border-neutral-400 px-2 py-1.5 text-sm"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      ) : null}
      <ValueList
        nodes={values}
        prefix=""
        level={0}
        selected={selected}
        query={query.trim().toLowerCase()}
        label={label}
        locale={locale}
        onToggle={(path, checked) =>
          onChange(checked ? addValue(selected, path) : removeValue(selected, path))
        }
      />
    </>
  )
}

/** A histogram's span in shown units (`scale` indexed units each). */
function bounds(buckets: HistogramBucket[], scale: number) {
  return buckets.length
    ? { min: Math.floor(buckets[0].min / scale), max: Math.ceil(buckets.at(-1)!.max / scale) }
    : null
}

/** The facets of the site's facet map, in its order, each as checkboxes or a range. */
export function FilterPanel({
  idPrefix,
  facetMap,
  facets,
  labels,
  filters,
  locale,
  mileageUnit,
  valueLabels,
  texts,
  onChange,
}: Props) {
  return (
    <div className="space-y-5">
      {facetMap.map((entry, position) => {
        const facet = facets.find((candidate) => candidate.name === entry.name)
        if (!facet) return null
        const id = `${idPrefix}-facet-${position}`
        const { label, tooltip } = labels[entry.name] ?? { label: entry.name, tooltip: null }
        const selected = filters[entry.name] ?? []
        const scale = rangeUnitScale(entry.name, mileageUnit)
        const fields = entry.name.split('>')
        const valueLabel: LevelLabel = (level, value) =>
          catalogValueLabel(valueLabels, fields[level] ?? '', value)
        const span = facet.type === 'histogram' ? bounds(facet.value, scale) : null
        if (facet.type === 'value' && facet.value.length === 0) return null
        if (facet.type === 'histogram' && !span) return null
        return (
          <fieldset key={entry.name} data-facet={entry.name} className="border-t border-neutral-200 pt-3">
            <legend className="flex items-center gap-2 pt-3 font-semibold">
              {label}
              {tooltip ? (
                <Tooltip id={`${id}-tooltip`} name={`${label}: ${texts.carListInfo}`} text={tooltip} />
              ) : null}
            </legend>
            {facet.type === 'value' ? (
              <ValueFacet
                values={facet.value}
                selected={selected}
                label={valueLabel}
                texts={texts}
                locale={locale}
                onChange={(values) => onChange(entry.name, values)}
              />
            ) : (
              <RangeFacet
                id={id}
                label={label}
                bounds={span!}
                selected={
                  selected.length === 2
                    ? [Math.round(Number(selected[0]) / scale), Math.round(Number(selected[1]) / scale)]
                    : null
                }
                fromLabel={texts.carListRangeFrom}
                toLabel={texts.carListRangeTo}
                onApply={(range) =>
                  onChange(
                    entry.name,
                    range[0] === span!.min && range[1] === span!.max
                      ? []
                      : range.map((value) => String(value * scale)),
                  )
                }
              />
            )}
          </fieldset>
        )
      })}
    </div>
  )
}
