/**
 * Every language a site can be configured with. The code is the CMS locale and the `lang`
 * attribute; the prefix is the path segment used when the language is not the site's default.
 */
export const languages = [
  { code: 'sv', prefix: 'sv', name: 'Swedish', nativeName: 'Svenska', intlLocale: 'sv-SE' },
  { code: 'nb', prefix: 'nb', name: 'Norwegian Bokmål', nativeName: 'Norsk bokmål', intlLocale: 'nb-NO' },
  { code: 'en', prefix: 'en', name: 'English', nativeName: 'English', intlLocale: 'en-GB' },
  { code: 'en-GB', prefix: 'en-gb', name: 'English (UK)', nativeName: 'English (UK)', intlLocale: 'en-GB' },
  { code: 'fi', prefix: 'fi', name: 'Finnish', nativeName: 'Suomi', intlLocale: 'fi-FI' },
  { code: 'sk', prefix: 'sk', name: 'Slovak', nativeName: 'Slovenčina', intlLocale: 'sk-SK' },
] as const

export type LanguageCode = (typeof languages)[number]['code']
export type Language = (typeof languages)[number]

export const languageCodes = languages.map((language) => language.code) as LanguageCode[]

export function languageByCode(code: string): Language | undefined {
  return languages.find((language) => language.code === code)
}

export function languageByPrefix(prefix: string): Language | undefined {
  const lower = prefix.toLowerCase()
  return languages.find((language) => language.prefix === lower)
}

/** A page path as visitors see it: the site's default language has no prefix, others carry theirs. */
export function pathInLanguage(pagePath: string, languageCode: string, defaultCode: string): string {
  const language = languageByCode(languageCode)
  if (!language || language.code === defaultCode) return pagePath
  return `/${language.prefix}${pagePath === '/' ? '' : pagePath}`
}
