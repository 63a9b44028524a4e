import { editModeNotice } from '@/lib/forms/embedded'
import { EmbeddedFormIsland } from '../marketing-form/EmbeddedForm.lazy'
import { MissingFormId, embeddedFormProps } from '../marketing-form/Component'
import type { BlockComponent } from '../types'

/**
 * Spec 02 §2: a form built in the CMS, by id. While an editor edits the page (live preview) an
 * overlay covers it and the form is inert: 'Edit Mode, Preview to test the form'.
 */
export const FormBuilder: BlockComponent<'formBuilder'> = async ({ block, context }) => {
  const props = await embeddedFormProps(block.form, context)
  if (!props) return <MissingFormId />
  return (
    <section data-block="form-builder" className="relative mx-auto w-full max-w-3xl px-4 py-8">
      <h2 className="mb-4 text-2xl">{props.definition.title}</h2>
      <div inert={context.editing}>
        <EmbeddedFormIsland {...props} embed="builder" />
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
