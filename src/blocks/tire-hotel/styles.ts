/** The flow's few shared looks: the site's button styles and one error look; inputs look like the lead forms'. */
import { buttonClasses } from '@/ui/button/styles'

export const primaryButton = buttonClasses('Primary')
export const secondaryButton = buttonClasses('Secondary')
export const linkButton = 'min-h-11 text-sm font-semibold underline underline-offset-2'
export const errorText = 'mt-1 text-sm text-red-800'
/** A booking step's heading, focused when its step opens. */
export const stepHeading = 'text-lg font-semibold focus:outline-none'
