import { embeddedTextsFor, missingFormId } from '@/lib/forms/embedded'
import { loadEmbeddedForm } from '@/services/embedded-forms'
import type { BlockComponent, BlockContext } from '../types'
import { EmbeddedFormIsland, MarketingPopupIsland } from './EmbeddedForm.lazy'

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

/** Spec 02 §2: the marketing form, a form built in the CMS, inline or as a fixed popup. */
export const MarketingForm: BlockComponent<'marketingForm'> = async ({ block, context }) => {
  const props = await embeddedFormProps(block.form, context)
  if (!props) return <MissingFormId />
  const form = <EmbeddedFormIsland {...props} embed="marketing" />
  if (block.display === 'popup')
    return (
      <section data-block="marketing-form" data-display="popup">
        <MarketingPopupIsland
          title={props.definition.title}
          openLabel={block.popupLabel || props.definition.title}
          closeLabel={props.texts.close}
        >
          {form}
        </MarketingPopupIsland>
      </section>
    )
  return (
    <section data-block="marketing-form" data-display="inline" className="mx-auto w-full max-w-3xl px-4 py-8">
      <h2 className="mb-4 text-2xl">{props.definition.title}</h2>
      {form}
    </section>
  )
}
