/**
 * The words of the watched-car mails ("Saved searches: watched cars"), dictionary keys `alertCar…`
 * in every site language, merged into the alerts' dictionary entries (texts.ts); `{name}` marks a
 * value filled in when the mail is written.
 */
const english = (text: string) => ({ en: text, 'en-GB': text })

export const carWatchDictionaryEntries = {
  alertCarOptInSubject: {
    sv: 'Bekräfta bevakningen av bilen',
    nb: 'Bekreft at du vil følge bilen',
    ...english('Confirm that you want to watch the car'),
    fi: 'Vahvista auton seuranta',
    sk: 'Potvrďte sledovanie auta',
  },
  alertCarOptInBody: {
    sv: 'Du har bett om mejl om {car}: när priset sänks och när bilen reserveras eller säljs. Bekräfta här så börjar vi bevaka: {link}\n\nHar du inte bett om det? Då kan du strunta i det här mejlet, vi skickar inget mer.',
    nb: 'Du har bedt om e-post om {car}: når prisen settes ned, og når bilen blir reservert eller solgt. Bekreft her, så begynner vi å følge den: {link}\n\nHar du ikke bedt om dette? Da kan du se bort fra denne e-posten, vi sender ikke mer.',
    ...english(
      'You asked for mail about {car}: when its price drops and when it is reserved or sold. Confirm here and we will start watching it: {link}\n\nDid not ask for this? Ignore this mail and we will send nothing more.',
    ),
    fi: 'Pyysit sähköpostia autosta {car}: kun sen hinta laskee ja kun se varataan tai myydään. Vahvista tästä, niin aloitamme seurannan: {link}\n\nEtkö pyytänyt tätä? Voit jättää viestin huomiotta, emme lähetä enempää.',
    sk: 'Požiadali ste o e-mail o aute {car}: keď klesne jeho cena a keď bude rezervované alebo predané. Potvrďte to tu a začneme ho sledovať: {link}\n\nNežiadali ste o to? Tento e-mail ignorujte, nič viac nepošleme.',
  },
  alertCarPriceSubject: {
    sv: 'Sänkt pris på {car}',
    nb: 'Lavere pris på {car}',
    ...english('Price drop on {car}'),
    fi: 'Hinta laski: {car}',
    sk: 'Nižšia cena: {car}',
  },
  alertCarPriceBody: {
    sv: 'Priset på {car} har sänkts från {from} till {to}.',
    nb: 'Prisen på {car} er satt ned fra {from} til {to}.',
    ...english('The price of {car} has dropped from {from} to {to}.'),
    fi: 'Auton {car} hinta on laskenut: ennen {from}, nyt {to}.',
    sk: 'Cena auta {car} klesla z {from} na {to}.',
  },
  alertCarReservedSubject: {
    sv: '{car} är reserverad',
    nb: '{car} er reservert',
    ...english('{car} is reserved'),
    fi: '{car} on varattu',
    sk: '{car} je rezervované',
  },
  alertCarReservedBody: {
    sv: '{car} har reserverats. Vi mejlar dig om den säljs eller sänks i pris.',
    nb: '{car} er reservert. Vi sender deg e-post hvis den blir solgt eller satt ned i pris.',
    ...english('{car} has been reserved. We will mail you if it is sold or its price drops.'),
    fi: '{car} on varattu. Lähetämme sinulle viestin, jos auto myydään tai sen hinta laskee.',
    sk: '{car} bolo rezervované. Napíšeme vám, ak sa predá alebo klesne jeho cena.',
  },
  alertCarSoldSubject: {
    sv: '{car} är såld',
    nb: '{car} er solgt',
    ...english('{car} has been sold'),
    fi: '{car} on myyty',
    sk: '{car} je predané',
  },
  alertCarSoldBody: {
    sv: '{car} är såld eller inte längre till salu, så bevakningen är avslutad.',
    nb: '{car} er solgt eller ikke lenger til salgs, så vi følger den ikke lenger.',
    ...english('{car} has been sold or is no longer for sale, so we have stopped watching it.'),
    fi: '{car} on myyty tai ei ole enää myynnissä, joten seuranta on päättynyt.',
    sk: '{car} je predané alebo už nie je na predaj, preto sme sledovanie ukončili.',
  },
  alertCarSimilar: {
    sv: 'Liknande bilar:',
    nb: 'Lignende biler:',
    ...english('Similar cars:'),
    fi: 'Samankaltaisia autoja:',
    sk: 'Podobné autá:',
  },
  alertCarShow: {
    sv: 'Se bilen',
    nb: 'Se bilen',
    ...english('See the car'),
    fi: 'Katso auto',
    sk: 'Zobraziť auto',
  },
}
