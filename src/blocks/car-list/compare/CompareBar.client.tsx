'use client'
import type { CatalogValueLabels } from '@/lib/i18n/catalog-values'
import { ModalDialog } from '@/ui/dialog/ModalDialog.client'
import type { VehicleFormat } from '@/ui/vehicle/format'
import { CompareStrip } from './CompareStrip'
import { CompareTable } from './CompareTable.client'
import { useCompareBar } from './useCompareBar'

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
  const { list, isOpen, open, close } = useCompareBar(index)
  return (
    <>
      {list.length ? <CompareStrip list={list} texts={texts} onOpen={open} /> : null}
      <ModalDialog
        name="compare"
        placement="fullscreen"
        attributes={{ 'data-compare-modal': '' }}
        open={isOpen}
        onClose={close}
        title={texts.heading}
        closeLabel={texts.close}
      >
        <CompareTable
          list={list}
          format={format}
          catalogValues={catalogValues}
          texts={texts}
          rowLabels={rowLabels}
        />
      </ModalDialog>
    </>
  )
}
