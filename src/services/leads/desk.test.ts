import { describe, expect, it } from 'vitest'
import { customerNameOf, deskUpdate, responseMinutes } from './desk'

const now = new Date('2026-12-06T09:30:00Z')

describe('the desk’s work on a lead', () => {
  it('records each change of state with its time and person, and dates the first response once', () => {
    const contacted = deskUpdate({ state: 'new' }, { state: 'contacted' }, 7, now)
    expect(contacted.history).toEqual([{ state: 'contacted', at: now.toISOString(), by: 7 }])
    expect(contacted.firstResponseAt).toBe(now.toISOString())

    const later = new Date('2026-12-07T10:00:00Z')
    const won = deskUpdate(contacted, { state: 'won' }, 8, later)
    expect(won.history.map((change) => change.state)).toEqual(['contacted', 'won'])
    expect(won.firstResponseAt).toBe(now.toISOString())
  })

  it('leaves the history alone when the state stays, whatever the update sends for it', () => {
    const before = { state: 'offer' as const, history: [{ state: 'offer' as const, at: 'then', by: 1 }] }
    const after = deskUpdate(before, { state: 'offer', history: [] }, 2, now)
    expect(after.history).toEqual(before.history)
    expect(deskUpdate({ state: 'new' }, {}, 2, now).firstResponseAt).toBeNull()
  })

  it('keeps stored notes as written and dates and signs new ones; empty notes are dropped', () => {
    const before = { notes: [{ id: 'a', text: 'Ringde, inget svar', at: 'then', by: 1 }] }
    const after = deskUpdate(
      before,
      { notes: [{ id: 'a', text: 'rewritten' }, { text: ' Bokade provkörning ' }, { text: ' ' }] },
      3,
      now,
    )
    expect(after.notes).toEqual([
      { id: 'a', text: 'Ringde, inget svar', at: 'then', by: 1 },
      { text: 'Bokade provkörning', at: now.toISOString(), by: 3 },
    ])
    // A note removed in the form stays stored.
    expect(deskUpdate(before, { notes: [] }, 3, now).notes).toEqual(before.notes)
  })

  it('counts the response time in whole minutes from the lead’s arrival', () => {
    expect(responseMinutes('2026-12-06T09:00:00Z', '2026-12-06T09:17:40Z')).toBe(18)
    expect(responseMinutes('2026-12-06T09:00:00Z', null)).toBeNull()
  })

  it('finds the customer’s name under the names the forms use', () => {
    expect(customerNameOf({ name: ' Kim Kund ' })).toBe('Kim Kund')
    expect(customerNameOf({ customerName: 'Sara Säljare' })).toBe('Sara Säljare')
    expect(customerNameOf({ firstName: 'Ada', lastName: 'Berg' })).toBe('Ada Berg')
    expect(customerNameOf({ email: 'x@example.com' })).toBeNull()
  })
})
