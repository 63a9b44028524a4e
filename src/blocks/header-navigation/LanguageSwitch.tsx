import { Icon } from '@/ui/icons/Icon'
import styles from './navigation.module.css'
import type { LanguageLink } from './types'

/** Links to the same page in the site's other languages; nothing for a one-language site. */
export function LanguageSwitch({ languages, label }: { languages: LanguageLink[]; label: string }) {
  if (languages.length < 2) return null
  return (
    <div className={styles.lang} data-language-switch="">
      <Icon name="globe" className="size-4" />
      <ul aria-label={label}>
        {languages.map((language) => (
          <li key={language.code}>
            <a
              href={language.url}
              hrefLang={language.code}
              lang={language.code}
              aria-current={language.isCurrent ? 'true' : undefined}
            >
              {language.nativeName}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
