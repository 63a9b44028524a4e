// How the production server's workers (server/serve.mjs) get their connections: the primary
// listens on the port and hands each new connection to the ready worker with the fewest active
// connections, ties in turn. A connection is active from when it opens until the worker has
// answered everything asked on it, and again from its next request; an idle keep-alive
// connection (a browser's, a proxy's spare) costs its worker nothing and is not counted.
//
// node:cluster's own round robin hands a connection to whichever worker is free to take it next,
// whatever that worker already serves. A keep-alive connection then stays with its worker for its
// whole life, so a few long-lived connections (a proxy's or a CDN's pool, a load test's clients)
// can leave one worker rendering for six of them and the other for four: measured on 2 cores
// with 10 clients, the busier worker's pages took half as long again.
import net from 'node:net'

const ready = 'server:ready'
const connection = 'server:connection'
/** A worker's count of active connections changed by `delta` (+1 or -1). */
const active = 'server:active'

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
      balancer.change(id, -1)
      socket.destroy()
    })
  })
  listener.on('error', onError)
  return {
    /** @param {import('node:cluster').Worker} worker */
    follow(worker) {
      workers.set(worker.id, worker)
      worker.on('message', (message) => {
        if (message?.type === active) balancer.change(worker.id, message.delta)
        if (message?.type !== ready) return
        balancer.add(worker.id)
        if (!listener.listening && !stopped) listener.listen(port)
      })
      worker.on('exit', () => {
        workers.delete(worker.id)
        balancer.remove(worker.id)
      })
    },
    /** Active connections per worker id. */
    counts: () => balancer.counts(),
    /** No new connections; those open stay with their workers. */
    close() {
      stopped = true
      listener.close()
    },
  }
}

/**
 * A worker's side: connections the primary hands over are served by `server`, and the primary
 * is told when one turns idle or active. Returns the call that tells the primary this worker is
 * ready for connections.
 * @param {import('node:http').Server} server
 */
export function takeConnections(server) {
  /** @type {WeakMap<import('node:net').Socket, { requests: number, counted: boolean }>} */
  const states = new WeakMap()
  const tell = (delta) => {
    // Not told once the primary has gone (the worker is on its way out too).
    if (process.connected) process.send({ type: active, delta }, () => {})
  }
  process.on('message', (message, socket) => {
    if (message?.type !== connection || !socket) return
    // The primary counted it as it handed it over.
    const state = { requests: 0, counted: true }
    states.set(socket, state)
    socket.once('close', () => {
      if (state.counted) tell(-1)
      state.counted = false
    })
    // As the server would have on accepting it (http servers turn Nagle's algorithm off): with it
    // on, the end of an answer on a kept-alive connection waits for the client's delayed
    // acknowledgement of the part before, about 40 ms on Linux.
    if (server.noDelay) socket.setNoDelay(true)
    server.emit('connection', socket)
    socket.resume()
  })
  server.on('request', (request, response) => {
    const state = states.get(request.socket)
    if (!state) return
    state.requests++
    if (!state.counted) tell(+1)
    state.counted = true
    response.once('close', () => {
      if (--state.requests > 0 || !state.counted) return
      state.counted = false
      tell(-1)
    })
  })
  return () => {
    // A server that never listens itself would not track its connections, and so would not close
    // one whose request headers or body take too long (headersTimeout, requestTimeout: a slow
    // client holding the worker's connections open). Node starts that tracking on 'listening'.
    server.emit('listening')
    process.send({ type: ready })
  }
}

export class LeastConnections {
  /** @type {Map<number, number>} worker id → active connections */
  #active = new Map()
  #last = -1

  /** A worker ready to take connections. */
  add(worker) {
    if (!this.#active.has(worker)) this.#active.set(worker, 0)
  }

  /** A worker gone: its connections went with it. */
  remove(worker) {
    this.#active.delete(worker)
  }

  /**
   * The worker for a new connection, counted as serving it; undefined when none is ready.
   * @returns {number | undefined}
   */
  take() {
    const workers = [...this.#active.keys()]
    let chosen
    // From the worker after the last one chosen, so ties go round in turn.
    const start = workers.indexOf(this.#last) + 1
    for (let step = 0; step < workers.length; step++) {
      const worker = workers[(start + step) % workers.length]
      if (chosen === undefined || this.#active.get(worker) < this.#active.get(chosen)) chosen = worker
    }
    if (chosen === undefined) return undefined
    this.#last = chosen
    this.change(chosen, +1)
    return chosen
  }

  /** One of the worker's connections turned active (+1), or idle or closed (-1). */
  change(worker, delta) {
    const count = this.#active.get(worker)
    if (count !== undefined) this.#active.set(worker, Math.max(0, count + delta))
  }

  /** Active connections per worker id. */
  counts() {
    return Object.fromEntries(this.#active)
  }
}
