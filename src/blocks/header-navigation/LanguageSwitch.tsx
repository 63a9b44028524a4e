import { Icon } from '@/ui/icons/Icon'
import type { LanguageLink } from './types'

/** Links to the same page in the site's other languages; nothing for a one-language site. */
export function LanguageSwitch({ languages, label }: { languages: LanguageLink[]; label: string }) {
  if (languages.length < 2) return null
  return (
    <div className="flex items-center gap-2 text-sm" data-language-switch="">
      <Icon name="globe" className="size-4" />
      <ul aria-label={label} className="flex items-center gap-3">
        {languages.map((language) => (
          <li key={language.code}>
            <a
              href={language.url}
              hrefLang={language.code}
              lang={language.code}
              aria-current={language.isCurrent ? 'true' : undefined}
              className={`py-2 hover:underline ${language.isCurrent ? 'font-semibold underline underline-offset-4' : ''}`}
            >
              {language.nativeName}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
