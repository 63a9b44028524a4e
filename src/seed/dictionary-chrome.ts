import type { LanguageCode } from '@/lib/i18n/languages'

export type Entry = Record<LanguageCode, string>
export const entry = (sv: string, nb: string, en: string, fi: string, sk: string): Entry => ({
  sv,
  nb,
  en,
  'en-GB': en,
  fi,
  sk,
})

/**
 * Interface texts of the site chrome: navigation, alert bar, footer, social media (decisions: Site
 * chrome).
 */
export const chromeDictionaryEntries: Record<string, Entry> = {
  mainNavigation: entry('Huvudmeny', 'Hovedmeny', 'Main navigation', 'Päävalikko', 'Hlavná navigácia'),
  menu: entry('Meny', 'Meny', 'Menu', 'Valikko', 'Menu'),
  closeMenu: entry('Stäng meny', 'Lukk meny', 'Close menu', 'Sulje valikko', 'Zavrieť menu'),
  back: entry('Tillbaka', 'Tilbake', 'Back', 'Takaisin', 'Späť'),
  more: entry('Mer', 'Mer', 'More', 'Lisää', 'Viac'),
  language: entry('Språk', 'Språk', 'Language', 'Kieli', 'Jazyk'),
  closeMessage: entry(
    'Stäng meddelandet',
    'Lukk meldingen',
    'Close the message',
    'Sulje viesti',
    'Zavrieť správu',
  ),
  copy: entry('Kopiera', 'Kopier', 'Copy', 'Kopioi', 'Kopírovať'),
  copied: entry('Kopierat', 'Kopiert', 'Copied', 'Kopioitu', 'Skopírované'),
  followUs: entry('Följ oss', 'Følg oss', 'Follow us', 'Seuraa meitä', 'Sledujte nás'),
  share: entry('Dela', 'Del', 'Share', 'Jaa', 'Zdieľať'),
  shareNative: entry('Dela via …', 'Del via …', 'Share via …', 'Jaa sovelluksella …', 'Zdieľať cez …'),
  copyLink: entry('Kopiera', 'Kopier lenke', 'Copy link', 'Kopioi linkki', 'Kopírovať odkaz'),
  scrollToTop: entry(
    'Till toppen av sidan',
    'Til toppen av siden',
    'Back to top',
    'Sivun alkuun',
    'Na začiatok stránky',
  ),
}
