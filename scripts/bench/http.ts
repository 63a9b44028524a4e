import http from 'node:http'
import zlib from 'node:zlib'
import { firstLoadScripts } from '../../server/after-first-paint.mjs'

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

export type Sample = { status: number; ms: number; body: string }

/**
 * One GET to the local server with a site's Host header (Node does not resolve *.localhost). With
 * `keepBody: false` the body is read to its end but not decoded (`body` is empty): a load run's
 * client then spends about half as much of the cores it shares with the server.
 */
export function get(
  port: number,
  host: string,
  path: string,
  { keepBody = true }: { keepBody?: boolean } = {},
): Promise<Sample> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { host: `${host}:${port}` } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk) => keepBody && chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: keepBody ? Buffer.concat(chunks).toString('utf8') : '',
          }),
        )
      },
    )
    request.on('error', reject)
  })
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** `total` requests, `concurrency` at a time; returns each response time in ms. */
export async function load(
  total: number,
  concurrency: number,
  request: () => Promise<Sample>,
): Promise<number[]> {
  const times: number[] = []
  let issued = 0
  const worker = async () => {
    while (issued < total) {
      issued++
      const sample = await request()
      if (sample.status >= 400) throw new Error(`status ${sample.status}`)
      times.push(sample.ms)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return times
}

/**
 * Gzipped size of every script a page loads on first visit (script tags, script preloads and what
 * the loader of server/after-first-paint.mjs adds; islands loaded with next/dynamic are
 * preloaded by the pages that render them), in KB.
 */
export async function firstLoadJsKb(port: number, host: string, path: string): Promise<number> {
  const page = await get(port, host, path)
  const sources = firstLoadScripts(page.body)
  let bytes = 0
  for (const source of sources) {
    const script = await get(port, host, source)
    bytes += zlib.gzipSync(script.body, { level: 9 }).length
  }
  return bytes / 1024
}

/**
 * Requests a page until every server worker has compiled its code paths: 300 requests at 10
 * concurrent (a cold worker's first requests take up to a second while the JIT warms up).
 */
export async function warmUp(port: number, host: string, path: string): Promise<void> {
  await load(300, 10, () => get(port, host, path))
}
