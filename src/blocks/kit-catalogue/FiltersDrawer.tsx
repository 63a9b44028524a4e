import type { ReactNode } from 'react'
import { ModalDialog } from '@/ui/dialog/ModalDialog.client'
import { CloseGlyph } from '@/ui/icons/CloseGlyph'
import { formatNumber } from '@/ui/vehicle/format'
import { useKitTexts } from './texts-context'

/** The filter panel as a 420 px drawer, below 1024 px. */
export function FiltersDrawer({
  open,
  onClose,
  total,
  locale,
  children,
}: {
  open: boolean
  onClose: () => void
  total: number
  locale: string
  /** The filter panel. */
  children: ReactNode
}) {
  const t = useKitTexts()
  return (
    <ModalDialog
      name="filters"
      open={open}
      onClose={onClose}
      title={t.filters}
      closeLabel={t.closeFilters}
      closeIcon={<CloseGlyph />}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-[420px] bg-white p-0 backdrop:bg-black/40"
    >
      {children}
      <button
        type="button"
        data-drawer-submit
        className="mt-6 w-full rounded bg-brand px-4 py-3 font-semibold text-brand-contrast"
        onClick={onClose}
      >
        {t.showKits} ({formatNumber(total, locale)})
      </button>
    </ModalDialog>
  )
}
