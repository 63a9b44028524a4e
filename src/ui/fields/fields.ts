import type { Field } from 'payload'

/** Field builders several blocks share, so the same setting has the same name and options everywhere. */
export const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

export const titleTags = ['h1', 'h2', 'h3', 'h4'] as const
export const backgroundColors = ['None', 'BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3'] as const

export const backgroundClasses: Record<(typeof backgroundColors)[number], string> = {
  None: '',
  BackgroundColor1: 'bg-surface-1',
  BackgroundColor2: 'bg-surface-2',
  BackgroundColor3: 'bg-surface-3 text-white',
}

export function titleFields(required = false): Field {
  return {
    type: 'row',
    fields: [
      { name: 'title', type: 'text', required },
      { name: 'titleTag', type: 'select', defaultValue: 'h2', options: options(titleTags) },
    ],
  }
}

export function selectField(name: string, values: readonly string[], defaultValue: string): Field {
  return { name, type: 'select', defaultValue, options: options(values) }
}

export function mediaField(
  name: string,
  label?: string,
  required?: (sibling: Record<string, unknown>) => string | null,
): Field {
  return {
    name,
    label,
    type: 'upload',
    relationTo: 'media',
    // A block that cannot render without this file names what is missing instead.
    ...(required
      ? {
          validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
            Boolean(value) || (required(siblingData as Record<string, unknown>) ?? true),
        }
      : {}),
  }
}

export function checkbox(name: string, label?: string): Field {
  return { name, label, type: 'checkbox' }
}

export type TitleTag = (typeof titleTags)[number]
export const titleTag = (value: string | null | undefined, fallback: TitleTag = 'h2'): TitleTag =>
  (titleTags as readonly string[]).includes(value ?? '') ? (value as TitleTag) : fallback

/** The colours a banner's text may take over its image (hero and slider banners). */
export const textColors = ['White', 'Black'] as const
