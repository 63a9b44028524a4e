import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LeastConnections } from './worker-connections.mjs'

describe('the worker for a new connection', () => {
  it('is the one holding the fewest open connections', () => {
    const workers = new LeastConnections()
    workers.add(1)
    workers.add(2)
    expect([workers.take(), workers.take(), workers.take()]).toEqual([1, 2, 1])
    workers.closed(1)
    workers.closed(1)
    // Worker 1 holds none now, worker 2 one.
    expect(workers.take()).toBe(1)
    expect(workers.take()).toBe(2)
    expect(workers.counts()).toEqual({ 1: 1, 2: 2 })
  })

  it('is none until a worker is ready, and never one that is gone', () => {
    const workers = new LeastConnections()
    expect(workers.take()).toBeUndefined()
    workers.add(1)
    workers.add(2)
    workers.remove(1)
    expect([workers.take(), workers.take()]).toEqual([2, 2])
  })

  it('does not count below none when told of a close it never counted', () => {
    const workers = new LeastConnections()
    workers.add(1)
    workers.closed(1)
    workers.take()
    expect(workers.counts()).toEqual({ 1: 1 })
  })
})

// The real hand-over: a primary with two workers as scripts/serve.mjs runs them, each answering
// with its process id and the client's address as the worker's socket sees it.
const fixture = `
import cluster from 'node:cluster'
import http from 'node:http'
import readline from 'node:readline'
import { shareConnections, takeConnections } from ${JSON.stringify(path.resolve('scripts/worker-connections.mjs'))}
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
  const server = http.createServer((request, response) =>
    response.end(process.pid + ' ' + request.socket.remoteAddress),
  )
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

/** Open connections per worker process id, as the primary counts them. */
async function counts(): Promise<Record<string, number>> {
  const answer = nextLine()
  primary.stdin!.write('counts\n')
  return JSON.parse(await answer)
}

/** Waits until the primary counts `expected` (a closed connection reaches it as a message). */
async function countsReach(expected: Record<string, number>): Promise<void> {
  while (JSON.stringify(await counts()) !== JSON.stringify(expected)) await new Promise(setImmediate)
}

/** A keep-alive connection and the answer to its first request: the worker's pid and the peer. */
async function connect(): Promise<{ socket: net.Socket; pid: string; peer: string }> {
  const socket = net.connect(port, '127.0.0.1')
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n')
  const response = await new Promise<string>((resolve, reject) => {
    let text = ''
    socket.on('error', reject)
    socket.on('data', (chunk) => {
      text += chunk
      const [head, body = ''] = text.split('\r\n\r\n')
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1])
      if (body.length >= length) resolve(body)
    })
  })
  const [pid, peer] = response.split(' ')
  return { socket, pid, peer }
}

function closeAll(sockets: net.Socket[]): Promise<unknown> {
  const closing = (socket: net.Socket) =>
    new Promise<void>((resolve) => {
      socket.once('close', () => resolve())
      socket.end()
    })
  return Promise.all(sockets.map(closing))
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
    const { socket, peer } = await connect()
    await closeAll([socket])
    expect(peer).toMatch(/^(::ffff:)?127\.0\.0\.1$/)
  })

  it('go to the worker holding the fewest, even when earlier ones closed unevenly', async () => {
    const first = [await connect(), await connect(), await connect(), await connect()]
    const pids = [...new Set(first.map(({ pid }) => pid))]
    expect(pids).toHaveLength(2)
    // Both of one worker's connections close; the other worker keeps its two.
    const [gone, kept] = pids
    await closeAll(first.filter(({ pid }) => pid === gone).map(({ socket }) => socket))
    await countsReach({ [gone]: 0, [kept]: 2 })
    const next = [await connect(), await connect(), await connect(), await connect()]
    // Handed out in turn, the new four would leave the workers holding two and four.
    expect(next.map(({ pid }) => pid).sort()).toEqual([gone, gone, gone, kept].sort())
    expect(await counts()).toEqual({ [gone]: 3, [kept]: 3 })
    await closeAll([...first.filter(({ pid }) => pid === kept), ...next].map(({ socket }) => socket))
  })
})
