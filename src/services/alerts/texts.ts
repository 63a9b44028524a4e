/**
 * The words of the saved-search mails, by dictionary key, in every site language ("Saved searches:
 * texts"). Editors may override any of them with a CMS dictionary entry of the same key (shared by
 * every site); `{name}` marks a value filled in when the mail is written.
 */
import { fill } from '@/lib/i18n/fill'
import type { LanguageCode } from '@/lib/i18n/languages'
import { carWatchDictionaryEntries } from './car-watch-texts'

type Entry = Record<LanguageCode, string>
const english = (text: string) => ({ en: text, 'en-GB': text })

export const alertDictionaryEntries = {
  ...carWatchDictionaryEntries,
  alertOptInSubject: {
    sv: 'Bekräfta din bevakning',
    nb: 'Bekreft varslingen din',
    ...english('Confirm your car alert'),
    fi: 'Vahvista hakuvahtisi',
    sk: 'Potvrďte svoje upozornenie',
  },
  alertOptInBody: {
    sv: 'Du har bett om mejl när nya bilar matchar din sökning. Bekräfta här så börjar vi skicka: {link}\n\nHar du inte bett om det? Då kan du strunta i det här mejlet, vi skickar inget mer.',
    nb: 'Du har bedt om e-post når nye biler passer søket ditt. Bekreft her, så begynner vi å sende: {link}\n\nHar du ikke bedt om dette? Da kan du se bort fra denne e-posten, vi sender ikke mer.',
    ...english(
      'You asked for mail when new cars match your search. Confirm here and we will start sending: {link}\n\nDid not ask for this? Ignore this mail and we will send nothing more.',
    ),
    fi: 'Pyysit sähköpostia, kun hakuasi vastaa uusia autoja. Vahvista tästä, niin aloitamme: {link}\n\nEtkö pyytänyt tätä? Voit jättää viestin huomiotta, emme lähetä enempää.',
    sk: 'Požiadali ste o e-mail, keď sa objavia nové autá podľa vášho vyhľadávania. Potvrďte to tu a začneme posielať: {link}\n\nNežiadali ste o to? Tento e-mail ignorujte, nič viac nepošleme.',
  },
  alertMatchesSubject: {
    sv: '{count} nya bilar för din bevakning',
    nb: '{count} nye biler for varslingen din',
    ...english('{count} new cars for your alert'),
    fi: '{count} uutta autoa hakuvahdillesi',
    sk: '{count} nových áut pre vaše upozornenie',
  },
  // The subject for one car, and Slovak's for two to four (Intl.PluralRules' "one" and "few").
  alertMatchesSubjectOne: {
    sv: 'En ny bil för din bevakning',
    nb: 'En ny bil for varslingen din',
    ...english('A new car for your alert'),
    fi: 'Uusi auto hakuvahdillesi',
    sk: 'Nové auto pre vaše upozornenie',
  },
  alertMatchesSubjectFew: {
    sv: '{count} nya bilar för din bevakning',
    nb: '{count} nye biler for varslingen din',
    ...english('{count} new cars for your alert'),
    fi: '{count} uutta autoa hakuvahdillesi',
    sk: '{count} nové autá pre vaše upozornenie',
  },
  alertMatchesIntro: {
    sv: 'Nya bilar som matchar din sökning:',
    nb: 'Nye biler som passer søket ditt:',
    ...english('New cars matching your search:'),
    fi: 'Uudet hakuasi vastaavat autot:',
    sk: 'Nové autá podľa vášho vyhľadávania:',
  },
  alertShowList: {
    sv: 'Se alla bilar i sökningen',
    nb: 'Se alle bilene i søket',
    ...english('See every car in the search'),
    fi: 'Katso kaikki haun autot',
    sk: 'Zobraziť všetky autá vo vyhľadávaní',
  },
  alertManage: {
    sv: 'Ändra, pausa eller ta bort dina bevakningar',
    nb: 'Endre, sett på pause eller slett varslingene dine',
    ...english('Change, pause or delete your alerts'),
    fi: 'Muuta, keskeytä tai poista hakuvahtisi',
    sk: 'Zmeniť, pozastaviť alebo zmazať upozornenia',
  },
  alertUnsubscribe: {
    sv: 'Avsluta den här bevakningen',
    nb: 'Avslutt denne varslingen',
    ...english('Stop this alert'),
    fi: 'Lopeta tämä hakuvahti',
    sk: 'Zrušiť toto upozornenie',
  },
  alertIdleSubject: {
    sv: 'Din bevakning har pausats',
    nb: 'Varslingen din er satt på pause',
    ...english('Your alert has been paused'),
    fi: 'Hakuvahtisi on keskeytetty',
    sk: 'Vaše upozornenie bolo pozastavené',
  },
  alertIdleBody: {
    sv: 'Inga nya bilar har matchat din sökning på {days} dagar, så vi har pausat bevakningen. Du kan starta den igen här: {link}',
    nb: 'Ingen nye biler har passet søket ditt på {days} dager, så vi har satt varslingen på pause. Du kan starte den igjen her: {link}',
    ...english(
      'No new cars have matched your search for {days} days, so we have paused the alert. You can start it again here: {link}',
    ),
    fi: 'Hakuasi ei ole vastannut uusia autoja {days} päivään, joten keskeytimme hakuvahdin. Voit käynnistää sen uudelleen täältä: {link}',
    sk: 'Za {days} dní nepribudlo žiadne auto podľa vášho vyhľadávania, preto sme upozornenie pozastavili. Znova ho spustíte tu: {link}',
  },
} satisfies Record<string, Entry>

export type AlertTextKey = keyof typeof alertDictionaryEntries
export type AlertTexts = (key: AlertTextKey, values?: Record<string, string | number>) => string

/** The mail words of one language, with the CMS dictionary's overrides where there are any. */
export function alertTexts(language: LanguageCode, overrides: Record<string, string> = {}): AlertTexts {
  return (key, values = {}) => fill(overrides[key] ?? alertDictionaryEntries[key][language], values)
}
