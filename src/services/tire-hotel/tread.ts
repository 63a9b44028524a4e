/**
 * A stored tire's tread status (spec 03 §3 "Tire": threadStatusId 1 worn, 2 passable, 3 good),
 * by the market's legal minimum for the tire's season (decisions: "Tread status by the legal
 * limit"): below it the tire must be changed; at it or up to the recommended depth a change is
 * recommended. Sweden: winter tyres 3 mm (studded or friction), summer tyres 1.6 mm. Pure.
 */
export type TireSeason = 'winter' | 'summer'

export const treadLimits = {
  SE: {
    winter: { legal: 3, recommended: 4 },
    summer: { legal: 1.6, recommended: 3 },
  },
} as const satisfies Record<string, Record<TireSeason, { legal: number; recommended: number }>>

export type TreadMarket = keyof typeof treadLimits

export type TreadStatus = {
  threadStatusId: 1 | 2 | 3
  threadStatusMessage: string
  /** Below the legal limit: the car may not be driven on it in its season. */
  required: boolean
}

export const treadMessages = {
  required: (legal: number) => `Under lagkravet ${String(legal).replace('.', ',')} mm, måste bytas`,
  recommended: 'Slitet, byte rekommenderas',
  passable: 'Godkänt',
  good: 'Bra',
} as const

export function treadStatus(depth: number, season: TireSeason, market: TreadMarket = 'SE'): TreadStatus {
  const { legal, recommended } = treadLimits[market][season]
  if (depth < legal)
    return { threadStatusId: 1, threadStatusMessage: treadMessages.required(legal), required: true }
  if (depth <= recommended)
    return { threadStatusId: 1, threadStatusMessage: treadMessages.recommended, required: false }
  if (depth <= recommended + 1)
    return { threadStatusId: 2, threadStatusMessage: treadMessages.passable, required: false }
  return { threadStatusId: 3, threadStatusMessage: treadMessages.good, required: false }
}

/**
 * The season whose tires the hotel holds on a day: from October to March the car wears its winter
 * tires and the summer set is stored; from April to September the other way round (Sweden's winter
 * tyre period, December to March, with the change weeks around it).
 */
export function storedSeason(day: Date): TireSeason {
  const month = day.getUTCMonth() + 1
  return month >= 10 || month <= 3 ? 'summer' : 'winter'
}

/** The tire's season read from its tread pattern ("Vinter, dubb", "Sommar"). */
export const seasonOfPattern = (pattern: string): TireSeason =>
  /vinter|winter|talvi|zimn/i.test(pattern) ? 'winter' : 'summer'
