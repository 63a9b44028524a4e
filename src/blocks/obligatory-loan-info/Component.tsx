import { translate } from '@/lib/i18n/dictionary'
import { SafeRichText } from '@/ui/rich-text/SafeRichText'
import type { BlockComponent } from '../types'

/** Obligatory loan info: the representative credit example the law requires beside loan offers. */
export const ObligatoryLoanInfo: BlockComponent<'obligatoryLoanInfo'> = ({ block, context }) => {
  const title = block.title || translate(context.dictionary, 'loanInfoTitle')
  return (
    <aside
      data-block="obligatory-loan-info"
      aria-label={title}
      className="mx-auto my-8 max-w-7xl px-4 md:px-8"
    >
      <div className="rounded-lg border-l-4 border-brand bg-surface-1 p-5 text-sm">
        <p className="mb-1 font-semibold">{title}</p>
        <SafeRichText data={block.text} />
      </div>
    </aside>
  )
}
