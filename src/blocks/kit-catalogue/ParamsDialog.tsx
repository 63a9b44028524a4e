import { ModalDialog } from '@/ui/dialog/ModalDialog.client'
import { CloseGlyph } from '@/ui/icons/CloseGlyph'
import { paramNames, type KitParams } from './store'
import { useKitTexts } from './texts-context'

/** The page's parameters (spec 03 §3), those given only. */
export function ParamsDialog({
  open,
  onClose,
  params,
}: {
  open: boolean
  onClose: () => void
  params: KitParams
}) {
  const t = useKitTexts()
  const givenParams = paramNames.filter((name) => params[name])
  return (
    <ModalDialog
      name="params"
      open={open}
      onClose={onClose}
      title={t.parameters}
      closeLabel={t.close}
      closeIcon={<CloseGlyph />}
    >
      {givenParams.length ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-params>
          {givenParams.map((name) => (
            <div key={name} className="contents" data-param={name}>
              <dt className="font-semibold">{name}</dt>
              <dd>{params[name]}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p data-params-empty>{t.noParameters}</p>
      )}
    </ModalDialog>
  )
}
