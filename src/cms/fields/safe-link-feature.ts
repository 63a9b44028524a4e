import { LinkFeature } from '@payloadcms/richtext-lexical'
import type { TextFieldSingleValidation } from 'payload'
import { validateHref } from '@/ui/link/fields'

/** The rich-text link feature with the same rule for external addresses (internal links have none). */
export function safeLinkFeature() {
  return LinkFeature({
    fields: ({ defaultFields }) =>
      defaultFields.map((field) => {
        if (field.name !== 'url' || field.type !== 'text' || field.hasMany) return field
        const validate: TextFieldSingleValidation = (value, options) =>
          (options.siblingData as { linkType?: string } | undefined)?.linkType === 'internal'
            ? true
            : validateHref(value, options)
        return { ...field, validate }
      }),
  })
}
