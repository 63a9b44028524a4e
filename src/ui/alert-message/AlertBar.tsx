import { cookies } from 'next/headers'
import { pageVariesOnCookie } from '@/lib/server/response-record'
import { Icon } from '@/ui/icons/Icon'
import { ClosableAlert } from './Collapsible.client'
import { hideAlertCookie } from './cookie'
import { messageTypes, type MessageType } from './fields'

export type AlertMessage = {
  hasMessage?: boolean | null
  messageTitle?: string | null
  messageText?: string | null
  messageType?: string | null
  messageIcon?: string | null
  messageLinkLabel?: string | null
  messageLinkHref?: string | null
}

const typeClasses: Record<MessageType, string> = {
  Warning: 'bg-amber-300 text-neutral-900',
  Dark: 'bg-neutral-900 text-white',
  Light: 'bg-white text-neutral-900 border-b border-neutral-200',
  Neutral: 'bg-surface-1 text-neutral-900',
}

/** Spec 01 §4: shown only with HasMessage, a title or a text, and a type. */
export function isAlertVisible(
  message: AlertMessage,
): message is AlertMessage & { messageType: MessageType } {
  const hasText = Boolean(message.messageTitle?.trim() || message.messageText?.trim())
  return Boolean(message.hasMessage && hasText && messageTypes.includes(message.messageType as MessageType))
}

/**
 * The campaign alert bar (spec 01 §4). Warnings always show; other types can be closed, and stay
 * hidden for a day through the `hideAlert` cookie. The header navigation's message bar has rules
 * of its own (header-navigation/MessageBar.tsx).
 */
export async function AlertBar({ message, closeLabel }: { message: AlertMessage; closeLabel: string }) {
  if (!isAlertVisible(message)) return null
  const type = message.messageType
  const closable = type !== 'Warning'
  if (closable) pageVariesOnCookie(hideAlertCookie)
  if (closable && (await cookies()).has(hideAlertCookie)) return null
  const className = alertClassName(type)
  const content = <AlertContent message={message} />
  if (!closable)
    return (
      <div className={className} data-alert-bar="warning">
        {content}
      </div>
    )
  return (
    <ClosableAlert className={className} closeLabel={closeLabel} closeIcon={<Icon name="close" />}>
      {content}
    </ClosableAlert>
  )
}

export const alertClassName = (type: MessageType) =>
  `flex items-center gap-3 px-4 py-2 text-sm ${typeClasses[type]}`

/** Icon, title, text and link of an alert or message. */
export function AlertContent({ message }: { message: AlertMessage }) {
  return (
    <>
      {message.messageIcon ? <Icon name={message.messageIcon} /> : null}
      <p>
        {message.messageTitle ? <strong className="mr-2 font-semibold">{message.messageTitle}</strong> : null}
        {message.messageText}
        {message.messageLinkHref && message.messageLinkLabel ? (
          <a className="ml-2 underline underline-offset-2" href={message.messageLinkHref}>
            {message.messageLinkLabel}
          </a>
        ) : null}
      </p>
    </>
  )
}
