import http from 'node:http'
import zlib from 'node:zlib'

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

export type Sample = { status: number; ms: number; body: string }

/** One GET to the local server with a site's Host header (Node does not resolve *.localhost). */
export function get(port: number, host: string, path: string): Promise<Sample> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { host: `${host}:${port}` } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString('utf8'),
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

/** Gzipped size of every script a page loads on first visit (script tags and script preloads), in KB. */
export async function firstLoadJsKb(port: number, host: string, path: string): Promise<number> {
  const page = await get(port, host, path)
  // Modern browsers skip noModule polyfills, so they are not part of a first load. Islands loaded
  // with next/dynamic are preloaded (<link rel="preload" as="script">) by the pages that render them.
  const tags = [...page.body.matchAll(/<(?:script|link)[^>]+>/g)]
    .map((match) => match[0])
    .filter((tag) => !/noModule/i.test(tag))
    .filter((tag) => tag.startsWith('<script') || (/rel="preload"/.test(tag) && /as="script"/.test(tag)))
  const sources = tags
    .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&'))
    .filter((source): source is string => Boolean(source))
  let bytes = 0
  for (const source of new Set(sources)) {
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
