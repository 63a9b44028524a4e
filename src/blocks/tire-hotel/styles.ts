/** The flow's few shared looks: the site's button styles, one input look, one error look. */
import { buttonClasses } from '@/ui/button/styles'

export const primaryButton = buttonClasses('Primary')
export const secondaryButton = buttonClasses('Secondary')
export const linkButton = 'min-h-11 text-sm font-semibold underline underline-offset-2'
export const inputClasses =
  'mt-1 block min-h-11 w-full rounded-md border border-neutral-500 px-3 py-2 font-normal aria-[invalid=true]:border-red-800'
export const errorText = 'mt-1 text-sm text-red-800'
