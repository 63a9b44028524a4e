import type { ReactNode } from 'react'
import { fill } from '@/lib/i18n/fill'
import type { ControlTexts } from '@/ui/catalog-filters/texts'
import { ModalDialog } from '@/ui/dialog/ModalDialog.client'

/** The filter panel as a drawer (below 1024 px, or when the side panel is hidden). */
export function FiltersDrawer({
  open,
  onClose,
  hits,
  texts,
  children,
}: {
  open: boolean
  onClose: () => void
  /** The hit count, formatted. */
  hits: string
  texts: ControlTexts
  children: ReactNode
}) {
  return (
    <ModalDialog
      name="car-list-filters"
      placement="drawer"
      attributes={{ 'data-filter-panel': 'drawer' }}
      open={open}
      onClose={onClose}
      title={texts.carListFilters}
      closeLabel={texts.carListClose}
      footer={
        <button
          type="button"
          data-drawer-submit
          className="w-full rounded bg-brand px-4 py-3 font-semibold text-brand-contrast"
          onClick={onClose}
        >
          {fill(texts.carListShowCars, { count: hits })}
        </button>
      }
    >
      {children}
    </ModalDialog>
  )
}
