import { CopyButton } from '@/ui/copy-button/CopyButton.client'
import { Icon } from '@/ui/icons/Icon'
import styles from './footer.module.css'

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
    <span className={styles.contact} data-contact="">
      <a href={href}>{text}</a>
      <CopyButton
        value={value}
        label={labels.copy}
        copiedLabel={labels.copied}
        describedValue={value}
        icon={<Icon name="copy" className="size-4" />}
      />
    </span>
  )
}
