import { translate } from '@/lib/i18n/dictionary'
import type { BlockComponent } from '../types'
import { AlertBar } from '@/ui/alert-message/AlertBar'

/** Spec 01 §2.4 alert (campaign) bar. */
export const AlertBarSection: BlockComponent<'alertBar'> = ({ block, context }) => (
  <AlertBar message={block} closeLabel={translate(context.dictionary, 'closeMessage')} />
)
