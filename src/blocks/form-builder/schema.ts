import type { Block } from 'payload'

/**
 * Spec 02 §2 "Embeds and selector": a form built in the CMS (Forms), by id. While an editor edits
 * the page an overlay blocks it ('Edit Mode, Preview to test the form').
 */
export const formBuilderBlock: Block = {
  slug: 'formBuilder',
  interfaceName: 'FormBuilderBlock',
  labels: { singular: 'Form builder form', plural: 'Form builder forms' },
  fields: [{ name: 'form', type: 'relationship', relationTo: 'forms' }],
}
