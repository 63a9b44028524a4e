/**
 * The dealer desk's work on a lead ("Lead desk" in docs/decisions.md): its state from new to won or
 * lost, with the time and person of each change; its owner; notes that are only ever added; and the
 * time the dealer took to answer, counted from the lead's arrival to its first step out of `new`.
 */
export const leadStates = ['new', 'contacted', 'offer', 'won', 'lost'] as const
export type LeadState = (typeof leadStates)[number]

type Row = { id?: string | null }
export type StateChange = Row & { state: LeadState; at: string; by?: number | null }
export type Note = Row & { text: string; at?: string | null; by?: number | null }

export type DeskFields = {
  state?: LeadState | null
  history?: StateChange[] | null
  notes?: Note[] | null
  firstResponseAt?: string | null
}

/**
 * What an update of the desk's fields stores: a changed state is added to the history (and a first
 * step out of `new` dates the first response); notes already stored stay as they were, and new
 * ones are dated and signed. Stored history is never rewritten.
 */
export function deskUpdate(
  before: DeskFields,
  incoming: DeskFields,
  who: number | null,
  now: Date,
): { state: LeadState; history: StateChange[]; notes: Note[]; firstResponseAt: string | null } {
  const at = now.toISOString()
  const state = incoming.state ?? before.state ?? 'new'
  const history = [...(before.history ?? [])]
  if (state !== (before.state ?? 'new')) history.push({ state, at, by: who })
  const stored = before.notes ?? []
  const storedIds = new Set(stored.map((note) => note.id))
  const added = (incoming.notes ?? [])
    .filter((note) => !note.id || !storedIds.has(note.id))
    .filter((note) => note.text?.trim())
    .map(({ id: _id, text }) => ({ text: text.trim(), at, by: who }))
  const firstResponseAt = before.firstResponseAt ?? (state !== 'new' ? at : null)
  return { state, history, notes: [...stored, ...added], firstResponseAt }
}

/** Whole minutes from a lead's arrival to its first response, or null while it has none. */
export function responseMinutes(
  createdAt: string | null | undefined,
  firstResponseAt: string | null | undefined,
) {
  if (!createdAt || !firstResponseAt) return null
  const minutes = (Date.parse(firstResponseAt) - Date.parse(createdAt)) / 60_000
  return Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : null
}

/** The customer's name as the lead's form sent it, whichever field the form names it with. */
export function customerNameOf(values: unknown): string | null {
  if (typeof values !== 'object' || values === null) return null
  const record = values as Record<string, unknown>
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string).trim() : '')
  const name =
    text('name') ||
    text('customerName') ||
    text('fullname') ||
    [text('firstName'), text('lastName')].filter(Boolean).join(' ')
  return name || null
}

/** The customer's e-mail address as the lead's form sent it (`email`, or `customerEmail`). */
export function customerEmailOf(values: unknown): string | null {
  if (typeof values !== 'object' || values === null) return null
  const record = values as Record<string, unknown>
  for (const key of ['email', 'customerEmail']) {
    const value = record[key]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return null
}
