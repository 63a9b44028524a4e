import { selectField } from '../fields/fields'

/** Spec 01 §3 ButtonType: the four button styles every block offers, one look for each. */
export const buttonTypes = ['Primary', 'Secondary', 'Ghost', 'Ghost Contrast'] as const
export type ButtonType = (typeof buttonTypes)[number]

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50'

const variants: Record<ButtonType, string> = {
  Primary: 'bg-brand text-brand-contrast hover:opacity-90',
  Secondary: 'bg-white text-neutral-900 ring-1 ring-neutral-900 hover:bg-neutral-100',
  Ghost: 'border-2 border-neutral-900 text-neutral-900 hover:bg-neutral-900 hover:text-white',
  'Ghost Contrast': 'border-2 border-white text-white hover:bg-white hover:text-neutral-900',
}

/** The classes of a stored button type; an unknown or empty one is Primary. */
export function buttonClasses(type: string | null | undefined): string {
  return `${base} ${variants[(type ?? 'Primary') as ButtonType] ?? variants.Primary}`
}

/** The editor's choice of style, the same field on every block that has one. */
export const buttonTypeField = selectField('buttonType', buttonTypes, 'Primary')
