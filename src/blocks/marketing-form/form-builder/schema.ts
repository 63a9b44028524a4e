import type { Block } from 'payload'
import { embeddedFormFields } from '../schema'

/**
 * Spec 02 §2 "Embeds and selector": a form built in the CMS (Forms), by id. While an editor edits
 * the page an overlay blocks it ('Edit Mode, Preview to test the form').
 */
export const formBuilderBlock: Block = {
  slug: 'formBuilder',
  interfaceName: 'FormBuilderBlock',
  labels: { singular: 'Form builder form', plural: 'Form builder forms' },
  fields: [
    ...embeddedFormFields('JOTFORM_URL'),
    {
      name: 'hostedTitle',
      type: 'text',
      admin: {
        condition: (_data, sibling) => Boolean(sibling?.hostedFormId),
        description: "The heading of the hosted form, also its frame's name for screen readers",
      },
    },
  ],
}
