/**
 * A minimal SMTP server for tests: accepts every message and keeps the envelope and raw data,
 * so the e-mail adapter's SMTP path runs against a real socket without a mail server. Addresses in
 * `unknown` are refused as a mail server refuses a mailbox that does not exist (550).
 */
import net from 'node:net'

export type ReceivedMail = { to: string[]; data: string }

export async function startSmtpServer({ unknown = [] }: { unknown?: string[] } = {}): Promise<{
  url: string
  messages: ReceivedMail[]
  close: () => Promise<void>
}> {
  const messages: ReceivedMail[] = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let inData = false
    let to: string[] = []
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 test-smtp ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          messages.push({ to, data: buffer.slice(0, end) })
          buffer = buffer.slice(end + 5)
          inData = false
          to = []
          reply('250 queued')
          continue
        }
        const end = buffer.indexOf('\r\n')
        if (end < 0) return
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test-smtp')
        else if (verb === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? ''
          if (unknown.includes(address)) {
            reply('550 5.1.1 no such mailbox')
            continue
          }
          to.push(address)
          reply('250 ok')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 end with <CRLF>.<CRLF>')
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n')
          return
        } else if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') reply('250 ok')
        else reply('502 not implemented')
      }
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
