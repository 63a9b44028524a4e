import { translator } from '@/lib/i18n/dictionary'
import { FormSection } from '@/ui/lead-form/FormSection'
import type { BlockComponent } from '../types'
import { SellCarFormIsland } from './SellCarForm.lazy'

/** The dictionary keys the form reads; the island gets just these texts. */
const textKeys = [
  'sellCarFormOption',
  'sellCarFormSell',
  'sellCarFormTradeIn',
  'sellCarFormRegno',
  'sellCarFormMileage',
  'sellCarFormName',
  'sellCarFormPhone',
  'sellCarFormEmail',
  'sellCarFormMessage',
  'sellCarFormRequired',
  'sellCarFormSubmit',
  'sellCarFormSubmitting',
  'sellCarFormSuccessHeading',
  'sellCarFormSuccess',
  'sellCarFormError',
  'sellCarFormOptionInvalid',
  'sellCarFormRegnoInvalid',
  'sellCarFormMileageInvalid',
  'sellCarFormNameInvalid',
  'sellCarFormPhoneInvalid',
  'sellCarFormEmailInvalid',
  'invalidInput',
] as const

/** Spec 03 §2.5: the sell-car and trade-in form, a server shell around its island. */
export const SellCarForm: BlockComponent<'sellCarForm'> = ({ block, context }) => {
  const t = translator(context.dictionary)
  return (
    <FormSection block={block} name="sell-car-form">
      <SellCarFormIsland
        siteName={context.site.name}
        texts={Object.fromEntries(textKeys.map((key) => [key, t(key)]))}
      />
    </FormSection>
  )
}
