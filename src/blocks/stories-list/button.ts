/** Spec 01 §3 ButtonType of the stories components, as classes of the brand theme. */
export const buttonTypes = ['Primary', 'Secondary', 'Ghost', 'Ghost Contrast'] as const
export type ButtonType = (typeof buttonTypes)[number]

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2 font-semibold transition disabled:cursor-not-allowed disabled:opacity-50'

const variants: Record<ButtonType, string> = {
  Primary: 'bg-brand text-brand-contrast hover:opacity-90',
  Secondary: 'border-2 border-brand bg-white text-brand hover:bg-surface-1',
  Ghost: 'text-brand underline-offset-4 hover:underline',
  'Ghost Contrast': 'bg-surface-3 text-white hover:opacity-90',
}

export function buttonClasses(type: string | null | undefined): string {
  return `${base} ${variants[(type ?? 'Primary') as ButtonType] ?? variants.Primary}`
}

export const buttonTypeField = {
  name: 'buttonType',
  type: 'select',
  defaultValue: 'Primary',
  options: buttonTypes.map((value) => ({ label: value, value })),
} as const
