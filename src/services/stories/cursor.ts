import type { Where } from 'payload'

/**
 * Opaque cursors for the story listing (spec 01 §7 item 5). Stories are ordered by date, newest
 * first, with the id breaking ties, so a cursor is the (date, id) of the last story a page showed.
 */
export type StoryPosition = { date: string; id: number }

export function encodeCursor(position: StoryPosition): string {
  return Buffer.from(JSON.stringify([position.date, position.id])).toString('base64url')
}

/** The position a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): StoryPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 2) return null
    const [date, id] = value
    if (typeof date !== 'string' || Number.isNaN(Date.parse(date))) return null
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) return null
    return { date: new Date(date).toISOString(), id }
  } catch {
    return null
  }
}

/** Payload conditions for the stories after a position (older), or before it (newer). */
export function beyond(position: StoryPosition, direction: 'older' | 'newer'): Where {
  const strictly = direction === 'older' ? 'less_than' : 'greater_than'
  return {
    or: [
      { date: { [strictly]: position.date } },
      { and: [{ date: { equals: position.date } }, { id: { [strictly]: position.id } }] },
    ],
  }
}
