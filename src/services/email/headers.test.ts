import { describe, expect, it } from 'vitest'
import { safeHeaders } from './headers'

describe('header values of a message', () => {
  it('carry no line breaks or control characters, so no header can be added through them', () => {
    const safe = safeHeaders({
      to: 'seller@example.com',
      toName: 'Anna\nX-Injected: 1',
      subject: 'Hello\r\n\r\nbody text\u2028more\u0000',
      text: 'line one\nline two',
    })
    expect(safe).toEqual({
      to: 'seller@example.com',
      toName: 'Anna X-Injected: 1',
      subject: 'Hello body text more',
      replyTo: undefined,
      text: 'line one\nline two',
    })
  })

  it('go to one plain e-mail address or nowhere', () => {
    for (const to of ['seller@example.com\r\nBcc: victim@example.com', 'a@example.com, b@example.com', ''])
      expect(() => safeHeaders({ to, subject: 's', text: 't' }), to).toThrow(/Not one e-mail address/)
  })

  it('keep a Reply-To only when it is one plain e-mail address', () => {
    const message = { to: 'a@example.com', subject: 's', text: 't' }
    expect(safeHeaders({ ...message, replyTo: 'visitor@example.com' }).replyTo).toBe('visitor@example.com')
    for (const replyTo of ['visitor@example.com, other@example.com', 'not an address', 'a@b.c\r\nBcc: x@y.z'])
      expect(safeHeaders({ ...message, replyTo }).replyTo, replyTo).toBeUndefined()
  })

  it('keep extra headers on one line and drop those with a name that is not a plain header name', () => {
    const safe = safeHeaders({
      to: 'a@example.com',
      subject: 's',
      text: 't',
      headers: {
        'List-Unsubscribe': '<https://cars.example/u?token=1>\r\nBcc: victim@example.com',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Bcc: x@y.z\r\nX': 'v',
      },
    })
    expect(safe.headers).toEqual({
      'List-Unsubscribe': '<https://cars.example/u?token=1> Bcc: victim@example.com',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})
