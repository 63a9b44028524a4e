import { embeddedTextsFor, missingFormId } from '@/lib/forms/embedded'
import { chooseEmbed } from '@/lib/forms/hosted'
import { loadEmbeddedForm } from '@/services/embedded-forms'
import type { BlockComponent, BlockContext } from '../types'
import { popupOpensOnArrival } from './arrival'
import { EmbeddedFormIsland, MarketingPopupIsland } from './EmbeddedForm.lazy'
import { HostedForm, requestNonce } from './HostedForm'

/** The form's id, whether the relationship is stored as an id or populated. */
export const formIdOf = (form: unknown): number | null =>
  typeof form === 'number'
    ? form
    : typeof (form as { id?: unknown })?.id === 'number'
      ? (form as { id: number }).id
      : null

/** 'Missing FormId' (spec 02 §5) where the block names no form, or one that no longer exists. */
export const MissingFormId = () => (
  <p data-missing-form-id className="mx-auto max-w-3xl px-4 py-4">
    {missingFormId}
  </p>
)

export async function embeddedFormProps(form: unknown, context: BlockContext) {
  const id = formIdOf(form)
  const definition = id === null ? null : await loadEmbeddedForm(id)
  if (!definition) return null
  return { definition, siteName: context.site.name, texts: embeddedTextsFor(context.language.code) }
}

/**
 * Spec 02 §2: the marketing form, a form built in the CMS (or the hosted marketing service's when
 * configured), inline or as a fixed popup.
 */
export const MarketingForm: BlockComponent<'marketingForm'> = async ({ block, context }) => {
  const choice = chooseEmbed('marketing', block.hostedFormId)
  const props = choice.kind === 'cms' ? await embeddedFormProps(block.form, context) : null
  let title: string
  let form: React.ReactNode
  if (choice.kind !== 'cms') {
    title = block.popupLabel || ''
    form = <HostedForm choice={choice} title={title} nonce={await requestNonce()} />
  } else if (props) {
    title = props.definition.title
    form = <EmbeddedFormIsland {...props} embed="marketing" />
  } else return <MissingFormId />
  if (block.display === 'popup')
    return (
      <section data-block="marketing-form" data-display="popup">
        <MarketingPopupIsland
          title={title}
          openLabel={block.popupLabel || title}
          openOnArrival={popupOpensOnArrival(context.page)}
          closeLabel={embeddedTextsFor(context.language.code).close}
        >
          {form}
        </MarketingPopupIsland>
      </section>
    )
  return (
    <section data-block="marketing-form" data-display="inline" className="mx-auto w-full max-w-3xl px-4 py-8">
      {title ? <h2 className="mb-4 text-2xl">{title}</h2> : null}
      {form}
    </section>
  )
}
