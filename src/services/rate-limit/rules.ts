/**
 * Every limit the platform applies, with its default and the variable that overrides it
 * (`RATE_LIMIT_<NAME>=<hits>/<seconds>`, e.g. RATE_LIMIT_SEARCH=120/60). Why each default is what
 * it is: docs/decisions.md, "Rate limits and mail".
 */
import type { Rule } from './window'

export const defaultRules = {
  /** Form leads per client (POST /api/forms/comhub). */
  leads: { limit: 30, windowSeconds: 600 },
  /** Page-view events per client (POST /api/events). */
  events: { limit: 120, windowSeconds: 60 },
  /** Catalog searches per client (POST /api/search). */
  search: { limit: 120, windowSeconds: 60 },
  /** Stories list pages per client (/api/stories). */
  stories: { limit: 60, windowSeconds: 60 },
  /** Extra-media lookups per client (/api/autosonshow/{regNo}). */
  extraMedia: { limit: 120, windowSeconds: 60 },
  /** Workshop booking lookups per client (/api/mechmate/…): a flow makes a handful per step. */
  workshop: { limit: 120, windowSeconds: 60 },
  /** Workshop bookings per client (POST /api/mechmate/book): a family books a few cars, not dozens. */
  workshopBooking: { limit: 20, windowSeconds: 600 },
  /** Finance products and quote terms per client (/api/codeweaver/default, /legal). */
  finance: { limit: 120, windowSeconds: 60 },
  /**
   * Finance quotes stored per client a day; past it a quote is answered without being stored
   * (no reference, no apply links). About 10 kB each: 3 MB a client a day at most.
   */
  financeQuotesStored: { limit: 300, windowSeconds: 86_400 },
  /** Stored finance quotes per client (POST /api/codeweaver/cfd): each slider move re-quotes. */
  financeQuotes: { limit: 60, windowSeconds: 60 },
  /** Files per client: media library, catalog images, extra-media frames. */
  files: { limit: 600, windowSeconds: 60 },
  /** Anonymous requests to the CMS REST API per client. */
  cmsRest: { limit: 300, windowSeconds: 60 },
  /** Anonymous GraphQL requests per client. */
  cmsGraphql: { limit: 60, windowSeconds: 60 },
  /** Login attempts per client and account; a successful login clears its count. */
  loginAccount: { limit: 5, windowSeconds: 900 },
  /** Login attempts per client, over all accounts (password spraying). */
  loginClient: { limit: 30, windowSeconds: 900 },
  /** Password-reset requests per client. */
  resetClient: { limit: 10, windowSeconds: 3600 },
  /** Password-reset mails per account, whoever asks (protects the mailbox). */
  resetAccount: { limit: 5, windowSeconds: 3600 },
  /** Booking confirmations per recipient address and per car; more bookings are kept without one. */
  bookingConfirmations: { limit: 3, windowSeconds: 86_400 },
  /**
   * Lead notification mails per recipient; more leads are stored without a mail. One sender (the
   * e-mail address a lead gives) and one client have a share of their own first, so neither can
   * use up a dealer's mail and silence its real leads.
   */
  leadMail: { limit: 100, windowSeconds: 3600 },
  /** Lead notification mails per recipient and sender address. */
  leadMailPerSender: { limit: 3, windowSeconds: 3600 },
  /** Lead notification mails per recipient and client. */
  leadMailPerClient: { limit: 5, windowSeconds: 3600 },
  /** Tire hotel registration searches per client: each answer says whether a plate has an agreement. */
  tireHotelSearch: { limit: 20, windowSeconds: 600 },
  /** Tire hotel code requests per client (each sends a text message). */
  tireHotelLogin: { limit: 10, windowSeconds: 3600 },
  /** Tire hotel code checks per client. */
  tireHotelValidate: { limit: 20, windowSeconds: 900 },
  /** Tire hotel calls after login per client (dates, times, booking, review). */
  tireHotel: { limit: 120, windowSeconds: 60 },
  /** Codes sent per registration number, a period starting at the first (docs/decisions.md, Tire hotel). */
  tireHotelCodesPerReg: { limit: 3, windowSeconds: 3600 },
  /** Codes sent per registration number in a day: three an hour would still be 72 texts a day. */
  tireHotelCodesPerRegDay: { limit: 8, windowSeconds: 86_400 },
  /** Codes sent per phone number, a period starting at the first. */
  tireHotelCodesPerPhone: { limit: 3, windowSeconds: 3600 },
  /** Tries of one code; a code lives 10 minutes. */
  tireHotelCodeTries: { limit: 5, windowSeconds: 600 },
  /** A code's single use: the first right answer claims it (a count of one, not a rate). */
  tireHotelCodeUse: { limit: 1, windowSeconds: 600 },
  /**
   * Four-digit codes checked per registration number in 30 days: the brute-force bound. Past it the
   * registration number is sent eight-digit codes instead, which the owner can still use.
   */
  tireHotelGuessesPerReg: { limit: 10, windowSeconds: 30 * 86_400 },
  /** Saved-search alerts created per client (POST /api/alerts); each sends an opt-in mail. */
  alertsClient: { limit: 10, windowSeconds: 3600 },
  /** Opt-in mails per address a day, whoever asks: the form cannot bomb a mailbox ("Saved searches: bounds"). */
  alertOptInsPerAddress: { limit: 3, windowSeconds: 86_400 },
  /** Alert management calls per client (confirm, unsubscribe, list, change, erase by signed link). */
  alertsManage: { limit: 60, windowSeconds: 600 },
} satisfies Record<string, Rule>

export type RuleName = keyof typeof defaultRules

const envName = (name: string) =>
  `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`

/** `30/600` → 30 hits per 600 s; anything else is refused, so a typo cannot turn a limit off. */
export function parseRule(text: string): Rule {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text)
  if (!match || Number(match[2]) === 0)
    throw new Error(`a rate limit must read <hits>/<seconds>, got "${text}"`)
  return { limit: Number(match[1]), windowSeconds: Number(match[2]) }
}

export function ruleFor(name: RuleName, env: Record<string, string | undefined> = process.env): Rule {
  const configured = env[envName(name)]
  return configured ? parseRule(configured) : defaultRules[name]
}

export function ruleVariable(name: RuleName): string {
  return envName(name)
}
