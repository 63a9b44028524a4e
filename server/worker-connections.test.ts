import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LeastConnections } from './worker-connections.mjs'

describe('the worker for a new connection', () => {
  it('is the one with the fewest active connections, ties in turn', () => {
    const workers = new LeastConnections()
    workers.add(1)
    workers.add(2)
    expect([workers.take(), workers.take(), workers.take()]).toEqual([1, 2, 1])
    // Both of worker 1's connections turn idle (or close).
    workers.change(1, -1)
    workers.change(1, -1)
    expect(workers.take()).toBe(1)
    expect(workers.take()).toBe(2)
    expect(workers.counts()).toEqual({ 1: 1, 2: 2 })
    // One of them is asked something again.
    workers.change(1, +1)
    expect(workers.take()).toBe(1)
  })

  it('is none until a worker is ready, and never one that is gone', () => {
    const workers = new LeastConnections()
    expect(workers.take()).toBeUndefined()
    workers.add(1)
    workers.add(2)
    workers.remove(1)
    expect([workers.take(), workers.take()]).toEqual([2, 2])
  })

  it('does not count below none when told of more idle connections than it counted', () => {
    const workers = new LeastConnections()
    workers.add(1)
    workers.change(1, -1)
    workers.take()
    expect(workers.counts()).toEqual({ 1: 1 })
  })
})

// The real hand-over: a primary with two workers as server/serve.mjs runs them. A worker answers
// at once with its process id, the client's address as its socket sees it and whether the socket
// sends without waiting for acknowledgements (Nagle's algorithm off), and ends the
// answer when the request's body has ended: a POST with a chunked body keeps its connection
// active until the test ends the body. Headers must arrive within 300 ms; a body may take its time.
const fixture = `
import cluster from 'node:cluster'
import http from 'node:http'
import net from 'node:net'
import readline from 'node:readline'
import { shareConnections, takeConnections } from ${JSON.stringify(path.resolve('server/worker-connections.mjs'))}
if (cluster.isPrimary) {
  const connections = shareConnections(Number(process.env.PORT), (error) => {
    console.error(error.message)
    process.exit(1)
  })
  for (let index = 0; index < 2; index++) connections.follow(cluster.fork())
  let ready = 0
  cluster.on('message', (worker, message) => {
    if (message?.type === 'server:ready' && ++ready === 2) console.log('ready')
  })
  // The test asks how many connections each worker holds, by process id.
  readline.createInterface({ input: process.stdin }).on('line', () => {
    const counts = Object.entries(connections.counts()).map(([id, open]) => [cluster.workers[id].process.pid, open])
    console.log(JSON.stringify(Object.fromEntries(counts)))
  })
} else {
  // Which sockets were told to send without waiting (Nagle's algorithm off).
  const setNoDelay = net.Socket.prototype.setNoDelay
  net.Socket.prototype.setNoDelay = function (enable = true) {
    this.sendsAtOnce = enable
    return setNoDelay.call(this, enable)
  }
  const timeouts = { headersTimeout: 300, requestTimeout: 0, connectionsCheckingInterval: 50 }
  const server = http.createServer(timeouts, (request, response) => {
    const { remoteAddress, sendsAtOnce } = request.socket
    response.write(process.pid + ' ' + remoteAddress + ' ' + (sendsAtOnce === true) + '\\n')
    request.on('end', () => response.end()).resume()
  })
  takeConnections(server)()
}
`

let primary: ChildProcess
let lines: readline.Interface
let port: number
let dir: string

function nextLine(): Promise<string> {
  return new Promise((resolve) => lines.once('line', resolve))
}

/** Active connections per worker process id, as the primary counts them. */
async function counts(): Promise<Record<string, number>> {
  const answer = nextLine()
  primary.stdin!.write('counts\n')
  return JSON.parse(await answer)
}

/** Waits until the primary counts `expected` (a connection's change reaches it as a message). */
async function countsReach(expected: Record<string, number>): Promise<void> {
  while (JSON.stringify(await counts()) !== JSON.stringify(expected)) await new Promise(setImmediate)
}

type Connection = { socket: net.Socket; pid: string; peer: string; sendsAtOnce: string }

/**
 * A keep-alive connection and the start of the answer to its first request: the worker's pid and
 * the peer. An `active` one is being answered (its request's body is open) until `release`.
 */
async function connect(active: boolean): Promise<Connection> {
  const socket = net.connect(port, '127.0.0.1')
  socket.write(
    active
      ? 'POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n'
      : 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n',
  )
  let text = ''
  const [, pid, peer, sendsAtOnce] = await new Promise<RegExpExecArray>((resolve, reject) => {
    socket.on('error', reject)
    socket.on('data', (chunk) => {
      text += chunk
      const answer = /\r\n\r\n[0-9a-f]+\r\n(\d+) (\S+) (\S+)\n/.exec(text)
      if (answer) resolve(answer)
    })
  })
  return { socket, pid, peer, sendsAtOnce }
}

/** Ends an active connection's request body: the worker finishes its answer, and it turns idle. */
function release(connection: Connection) {
  connection.socket.write('0\r\n\r\n')
}

function closeAll(connections: Connection[]): Promise<unknown> {
  const closing = ({ socket }: Connection) =>
    new Promise<void>((resolve) => {
      socket.once('close', () => resolve())
      socket.end()
    })
  return Promise.all(connections.map(closing))
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-connections-'))
  fs.writeFileSync(path.join(dir, 'server.mjs'), fixture)
  port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
  primary = spawn(process.execPath, [path.join(dir, 'server.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  lines = readline.createInterface({ input: primary.stdout! })
  expect(await nextLine()).toBe('ready')
})

afterAll(() => {
  primary?.kill()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('connections handed from the primary to its workers', () => {
  it("are answered by the worker, which sees the client's own address", async () => {
    const connection = await connect(false)
    await closeAll([connection])
    expect(connection.peer).toMatch(/^(::ffff:)?127\.0\.0\.1$/)
  })

  // Nagle's algorithm would hold the end of each answer on a kept-alive connection until the
  // client acknowledged the part before: measured at 40 ms a page on 2 cores.
  it('send their answers without waiting for acknowledgements, as a listening server would', async () => {
    const connection = await connect(false)
    await closeAll([connection])
    expect(connection.sendsAtOnce).toBe('true')
  })

  it("are closed when the request's headers do not arrive in time", async () => {
    const socket = net.connect(port, '127.0.0.1')
    // Headers that never end (the fixture's workers allow 300 ms).
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n')
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk))
    await new Promise((resolve) => socket.once('close', resolve))
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('go to the worker with the fewest being answered, whatever idle ones it holds', async () => {
    const first = [await connect(true), await connect(true), await connect(true), await connect(true)]
    const pids = [...new Set(first.map(({ pid }) => pid))]
    expect(pids).toHaveLength(2)
    const [calm, busy] = pids
    await countsReach({ [calm]: 2, [busy]: 2 })
    // One worker's two are answered and stay open, idle; the other's two are still being answered.
    first.filter(({ pid }) => pid === calm).forEach(release)
    await countsReach({ [calm]: 0, [busy]: 2 })
    const next = [await connect(true), await connect(true), await connect(true), await connect(true)]
    // In turn, or by open connections (two each), the new four would go two and two.
    expect(next.map(({ pid }) => pid).sort()).toEqual([calm, calm, calm, busy].sort())
    expect(await counts()).toEqual({ [calm]: 3, [busy]: 3 })
    await closeAll([...first, ...next])
    await countsReach({ [calm]: 0, [busy]: 0 })
  })
})
