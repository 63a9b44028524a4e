// How the production server's workers (scripts/serve.mjs) get their connections: the primary
// listens on the port and hands each new connection to the ready worker holding the fewest open
// connections, ties in turn.
//
// node:cluster's own round robin hands a connection to whichever worker is free to take it next,
// whatever that worker already holds. A keep-alive connection then stays with its worker for its
// whole life, so a few long-lived connections (a proxy's or a CDN's pool, a load test's clients)
// can leave one worker rendering for six of them and the other for four: measured on 2 cores
// with 10 clients, the busier worker's pages took half as long again. Counting open connections
// keeps the workers' shares equal.
import net from 'node:net'

const ready = 'server:ready'
const connection = 'server:connection'
const closed = 'server:connection-closed'

/**
 * The primary's side: listens on `port` once the first worker is ready and hands each connection
 * to a ready worker (`follow` each forked worker).
 * @param {number} port
 * @param {(error: Error) => void} onError the port could not be taken
 */
export function shareConnections(port, onError) {
  const balancer = new LeastConnections()
  /** @type {Map<number, import('node:cluster').Worker>} */
  const workers = new Map()
  let stopped = false
  const listener = net.createServer({ pauseOnConnect: true }, (socket) => {
    const id = balancer.take()
    const worker = id === undefined ? undefined : workers.get(id)
    if (!worker?.isConnected()) return socket.destroy()
    worker.send({ type: connection }, socket, { keepOpen: false }, (error) => {
      if (!error) return
      balancer.closed(id)
      socket.destroy()
    })
  })
  listener.on('error', onError)
  return {
    /** @param {import('node:cluster').Worker} worker */
    follow(worker) {
      workers.set(worker.id, worker)
      worker.on('message', (message) => {
        if (message?.type === closed) balancer.closed(worker.id)
        if (message?.type !== ready) return
        balancer.add(worker.id)
        if (!listener.listening && !stopped) listener.listen(port)
      })
      worker.on('exit', () => {
        workers.delete(worker.id)
        balancer.remove(worker.id)
      })
    },
    /** Open connections per worker id. */
    counts: () => balancer.counts(),
    /** No new connections; those open stay with their workers. */
    close() {
      stopped = true
      listener.close()
    },
  }
}

/**
 * A worker's side: connections the primary hands over are served by `server`. Returns the call
 * that tells the primary this worker is ready for them.
 * @param {import('node:http').Server} server
 */
export function takeConnections(server) {
  process.on('message', (message, socket) => {
    if (message?.type !== connection || !socket) return
    // Not counted any more once the primary has gone (the worker is on its way out too).
    socket.once('close', () => {
      if (process.connected) process.send({ type: closed }, () => {})
    })
    server.emit('connection', socket)
    socket.resume()
  })
  return () => process.send({ type: ready })
}

export class LeastConnections {
  /** @type {Map<number, number>} worker id → open connections */
  #open = new Map()
  #last = -1

  /** A worker ready to take connections. */
  add(worker) {
    if (!this.#open.has(worker)) this.#open.set(worker, 0)
  }

  /** A worker gone: its connections went with it. */
  remove(worker) {
    this.#open.delete(worker)
  }

  /**
   * The worker for a new connection, counted as holding it; undefined when none is ready.
   * @returns {number | undefined}
   */
  take() {
    const workers = [...this.#open.keys()]
    let chosen
    // From the worker after the last one chosen, so ties go round in turn.
    const start = workers.indexOf(this.#last) + 1
    for (let step = 0; step < workers.length; step++) {
      const worker = workers[(start + step) % workers.length]
      if (chosen === undefined || this.#open.get(worker) < this.#open.get(chosen)) chosen = worker
    }
    if (chosen === undefined) return undefined
    this.#last = chosen
    this.#open.set(chosen, this.#open.get(chosen) + 1)
    return chosen
  }

  /** One of the worker's connections closed. */
  closed(worker) {
    const open = this.#open.get(worker)
    if (open) this.#open.set(worker, open - 1)
  }

  /** Open connections per worker id. */
  counts() {
    return Object.fromEntries(this.#open)
  }
}
