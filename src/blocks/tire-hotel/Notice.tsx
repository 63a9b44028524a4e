import { errorText } from './styles'

/** A state in words: waiting and nothing found are polite, a failure is an alert in red. */
export function Notice({ role, marker, text }: { role: 'status' | 'alert'; marker: string; text: string }) {
  return (
    <p role={role} className={role === 'alert' ? errorText : undefined} {...{ [`data-${marker}`]: '' }}>
      {text}
    </p>
  )
}
