import { ModalDialog } from '@/ui/dialog/ModalDialog.client'
import { CloseGlyph } from '@/ui/icons/CloseGlyph'
import { CarChooser, type CarDraft } from './CarChooser.client'
import type { CarChoice } from './query'
import { useKitTexts } from './texts-context'

/** The choose-car dialog, titled by the manufacturer being chosen. */
export function CarDialog({
  open,
  onClose,
  index,
  draft,
  onDraft,
  onChoose,
  busy,
}: {
  open: boolean
  onClose: () => void
  index: string
  draft: CarDraft
  onDraft: (draft: CarDraft) => void
  onChoose: (chosen: CarChoice) => void
  busy: boolean
}) {
  const t = useKitTexts()
  return (
    <ModalDialog
      name="car"
      open={open}
      onClose={onClose}
      title={draft.manufacturer || t.chooseCar}
      closeLabel={t.close}
      closeIcon={<CloseGlyph />}
    >
      <CarChooser
        index={index}
        idPrefix="kit-car"
        draft={draft}
        onDraft={onDraft}
        onChoose={onChoose}
        busy={busy}
      />
    </ModalDialog>
  )
}
