/**
 * Texts of our own admin parts in the admin's languages: Swedish, Norwegian, Slovak and English
 * ("Admin languages and uploads").
 */
export type AdminLanguage = 'en' | 'sv' | 'nb' | 'sk'
export type Translated = Record<AdminLanguage, string>

export const t = (en: string, sv: string, nb: string, sk: string): Translated => ({ en, sv, nb, sk })

const languages: readonly string[] = ['en', 'sv', 'nb', 'sk']

/** The admin's language if it is one of ours, else English. */
export const adminLanguage = (language: string | undefined): AdminLanguage =>
  (language && languages.includes(language) ? language : 'en') as AdminLanguage
