import { CopyButton } from '@/ui/copy-button/CopyButton.client'
import { Icon } from '@/ui/icons/Icon'

/** An e-mail or phone link with its copy action (spec 01 §4: "Copied" for one second). */
export function ContactLink({
  href,
  text,
  value,
  labels,
}: {
  href: string
  text: string
  value: string
  labels: { copy: string; copied: string }
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1" data-contact="">
      <a
        href={href}
        className="inline-flex min-h-6 items-center underline underline-offset-2 hover:no-underline"
      >
        {text}
      </a>
      <CopyButton
        value={value}
        label={labels.copy}
        copiedLabel={labels.copied}
        describedValue={value}
        icon={<Icon name="copy" className="size-4" />}
        className="inline-flex min-h-6 min-w-6 items-center gap-1 rounded px-1 text-xs opacity-90 hover:opacity-100"
      />
    </span>
  )
}
