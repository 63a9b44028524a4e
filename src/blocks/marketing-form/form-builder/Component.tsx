import { editModeNotice } from '@/lib/forms/embedded'
import { chooseEmbed } from '@/lib/forms/hosted'
import { EmbeddedFormIsland } from '../EmbeddedForm.lazy'
import { MissingFormId, embeddedFormProps } from '../Component'
import { HostedForm } from '../HostedForm'
import type { BlockComponent } from '../../types'

/**
 * Spec 02 §2: a form built in the CMS, by id. While an editor edits the page (live preview) an
 * overlay covers it and the form is inert: 'Edit Mode, Preview to test the form'. The hosted form
 * builder's form is framed instead when it is configured and the block names one.
 */
export const FormBuilder: BlockComponent<'formBuilder'> = async ({ block, context }) => {
  const choice = chooseEmbed('builder', block.hostedFormId)
  const props = choice.kind === 'cms' ? await embeddedFormProps(block.form, context) : null
  if (choice.kind === 'cms' && !props) return <MissingFormId />
  const title = props?.definition.title ?? block.hostedTitle ?? ''
  return (
    <section data-block="form-builder" className="relative mx-auto w-full max-w-3xl px-4 py-8">
      {title ? <h2 className="mb-4 text-2xl">{title}</h2> : null}
      <div inert={context.editing}>
        {choice.kind === 'cms' ? (
          <EmbeddedFormIsland {...props!} embed="builder" />
        ) : (
          <HostedForm choice={choice} title={title || block.hostedFormId || ''} />
        )}
      </div>
      {context.editing ? (
        <div
          data-edit-overlay
          className="absolute inset-0 grid place-items-center bg-white/80 p-6 text-center font-semibold"
        >
          <p>{editModeNotice}</p>
        </div>
      ) : null}
    </section>
  )
}
