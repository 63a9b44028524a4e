import { translate } from '@/lib/i18n/dictionary'
import { SafeRichText } from '@/ui/rich-text/SafeRichText'
import type { BlockComponent } from '../types'
import { LegalInfoToggle } from './LegalInfoToggle.lazy'

const frame = 'mx-auto my-8 max-w-7xl px-4 text-sm text-neutral-700 md:px-8'

/** Legal info text (spec 01 §2.4): collapsible small print; without a title, the fallback block. */
export const LegalInfo: BlockComponent<'legalInfo'> = ({ block, context }) => {
  const title = block.title?.trim()
  if (!title) {
    // Spec 01 §8: missing title → a fallback block that still shows the text, without the toggle.
    return (
      <section data-block="legal-info" data-fallback="true" className={frame}>
        <SafeRichText data={block.text} />
      </section>
    )
  }
  return (
    <section data-block="legal-info" className={`${frame} border-t border-neutral-200 pt-4`}>
      <LegalInfoToggle
        title={title}
        showMore={block.showMoreLabel || translate(context.dictionary, 'showMore')}
        showLess={block.showLessLabel || translate(context.dictionary, 'showLess')}
      >
        <SafeRichText data={block.text} className="pt-2" />
      </LegalInfoToggle>
    </section>
  )
}
