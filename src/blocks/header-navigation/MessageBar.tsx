import { AlertContent, alertClassName, isAlertVisible, type AlertMessage } from '@/ui/alert-message/AlertBar'
import { Icon } from '@/ui/icons/Icon'
import { MessageBarFrame } from './MessageBar.client'

/**
 * The navigation's message bar (spec 02 §4 "Other"): closing hides it per message title for the
 * session (session storage `hidden-messages`); a Warning closes for this page only and is back on
 * the next; the bar collapses once the visitor scrolls past it. Unlike the campaign alert bar it
 * sets no cookie, so closing one never hides the other.
 */
export function MessageBar({ message, closeLabel }: { message: AlertMessage; closeLabel: string }) {
  if (!isAlertVisible(message)) return null
  return (
    <MessageBarFrame
      title={message.messageTitle?.trim() || message.messageText?.trim() || ''}
      remember={message.messageType !== 'Warning'}
      className={alertClassName(message.messageType)}
      closeLabel={closeLabel}
      closeIcon={<Icon name="close" />}
    >
      <AlertContent message={message} />
    </MessageBarFrame>
  )
}
