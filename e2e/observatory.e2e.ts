/**
 * Behind TLS, Mozilla's HTTP Observatory grades a page, an API response and the admin A+ (decisions:
 * Behind TLS). A production server configured as it is behind TLS (`SERVER_URL=https://…`, on the suite's
 * database) runs behind a TLS-terminating proxy, as in production: this test is that proxy (HTTPS
 * with a certificate made for the run, and the plain-HTTP port answering a redirect to HTTPS,
 * which is the proxy's job), and runs Mozilla's own scanner and grading against it.
 */
import { execFileSync, execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startProductionServer, type RunningServer } from './support/server'

const run = promisify(execFile)
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-tls-'))
const certificate = path.join(tmp, 'cert.pem')
const servers: Array<http.Server> = []
let ports: { httpPort: number; httpsPort: number }
let server: RunningServer | undefined
let serverPort = 0

function listen(server: http.Server): Promise<number> {
  servers.push(server)
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
}

beforeAll(async () => {
  const key = path.join(tmp, 'key.pem')
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2'],
      ...['-keyout', key, '-out', certificate, '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost', '-addext', 'basicConstraints=critical,CA:TRUE'],
    ],
    { stdio: 'ignore' },
  )
  const proxy = https.createServer(
    { key: fs.readFileSync(key), cert: fs.readFileSync(certificate) },
    (request, response) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: serverPort,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, 'x-forwarded-proto': 'https' },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        },
      )
      upstream.on('error', () => response.writeHead(502).end())
      request.pipe(upstream)
    },
  )
  const httpsPort = await listen(proxy)
  const httpPort = await listen(
    http.createServer((request, response) => {
      response.writeHead(301, { location: `https://localhost:${httpsPort}${request.url}` }).end()
    }),
  )
  ports = { httpPort, httpsPort }
  serverPort = await listen(http.createServer()).then((port) => {
    servers.pop()?.close()
    return port
  })
  server = await startProductionServer(
    {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: inject('databaseUrl'),
      SERVER_URL: `https://localhost:${httpsPort}`,
      MEDIA_DIR: path.join(tmp, 'media'),
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
    },
    serverPort,
  )
})

afterAll(async () => {
  await server?.stop()
  for (const running of servers) running.close()
  fs.rmSync(tmp, { recursive: true, force: true })
})

async function observatory(pathname: string) {
  const { stdout } = await run(
    process.execPath,
    ['e2e/support/observatory-scan.mjs', JSON.stringify({ host: 'localhost', ...ports, path: pathname })],
    { env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate } },
  )
  return JSON.parse(stdout) as {
    grade: string
    score: number
    status: number
    headers: Record<string, string>
    failed: Array<{ test: string; result: string }>
  }
}

describe('Mozilla HTTP Observatory behind TLS', () => {
  it.each([
    ['a page', '/'],
    ['an API response', '/api/stories?lang=sv&path=/aktuellt'],
    ['the admin', '/admin/login'],
  ])('grades %s A+ (%s)', async (_what, pathname) => {
    const result = await observatory(pathname)
    expect(result.status).toBe(200)
    expect(result.failed).toEqual([])
    expect(result.grade).toBe('A+')
    // No internal route or host: the server's own port and Next's rewrite target stay inside.
    const headers = JSON.stringify(result.headers)
    expect(headers).not.toContain(`:${serverPort}`)
    expect(Object.keys(result.headers).filter((name) => name.startsWith('x-middleware'))).toEqual([])
  })
})
