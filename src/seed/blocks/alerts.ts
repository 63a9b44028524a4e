/**
 * The alert bars' messages, chosen for the season the demo is seeded in (a spring
 * campaign for April shown in November reads as neglect). No message names a month or a date that would age.
 */
export type Season = 'winter' | 'spring' | 'summer' | 'autumn'
type Message = { title: string; text: string }

export function seasonOf(date: Date): Season {
  const month = date.getUTCMonth() + 1
  if (month === 12 || month <= 2) return 'winter'
  if (month <= 5) return 'spring'
  return month <= 8 ? 'summer' : 'autumn'
}

/** The used-car campaign of carstore SE (Swedish) and carstore SK (Slovak): tyres that suit the season. */
export const usedCarCampaigns: Record<'sv' | 'sk', Record<Season, Message>> = {
  sv: {
    winter: { title: 'Vinterkampanj', text: 'Vinterhjul på köpet när du köper en begagnad bil.' },
    spring: { title: 'Vårkampanj', text: 'Sommardäck på köpet när du köper en begagnad bil.' },
    summer: { title: 'Sommarkampanj', text: 'Första servicen på köpet när du köper en begagnad bil.' },
    autumn: { title: 'Höstkampanj', text: 'Vinterhjul på köpet när du köper en begagnad bil.' },
  },
  sk: {
    winter: { title: 'Zimná akcia', text: 'Pri kúpe jazdeného auta dostanete zimné pneumatiky zadarmo.' },
    spring: { title: 'Jarná akcia', text: 'Pri kúpe jazdeného auta dostanete letné pneumatiky zadarmo.' },
    summer: { title: 'Letná akcia', text: 'Pri kúpe jazdeného auta dostanete prvý servis zadarmo.' },
    autumn: { title: 'Jesenná akcia', text: 'Pri kúpe jazdeného auta dostanete zimné pneumatiky zadarmo.' },
  },
}

/** automotive UK's warning: Christmas opening hours from mid-November to Christmas, a recall notice otherwise. */
export const ukWarnings: Record<'christmas' | 'recalls', Message> = {
  christmas: {
    title: 'Holiday opening hours',
    text: 'Our workshops close at 1pm on 24 December and reopen on 27 December.',
  },
  recalls: {
    title: 'Safety recalls',
    text: 'Check whether your car is part of a manufacturer recall: the repair is free at our workshops.',
  },
}

export function ukWarning(date: Date): Message {
  const month = date.getUTCMonth() + 1
  const day = date.getUTCDate()
  return (month === 11 && day >= 15) || (month === 12 && day <= 26)
    ? ukWarnings.christmas
    : ukWarnings.recalls
}
