import http from 'node:http'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { inject } from 'vitest'

const port = () => inject('port')

/** Address of a demo site on the test server: http://<site>.localhost:<port><path>. */
export function siteUrl(site: string, path = '/'): string {
  return `http://${site}.localhost:${port()}${path}`
}

export function adminUrl(path = '/admin'): string {
  return `${inject('baseUrl')}${path}`
}

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const

/** Chromium headless; `webgl` lets it draw WebGL in software (the map), which is off otherwise. */
export async function launchBrowser(options: { webgl?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      ...(options.webgl ? ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'] : ['--disable-gpu']),
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  })
}

export async function openPage(
  browser: Browser,
  viewport: keyof typeof viewports = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: viewports[viewport] })
  const page = await context.newPage()
  return { context, page }
}

export type SiteResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * A request to a site host without a browser (status codes, headers, XML). Node does not resolve
 * *.localhost, so it connects to loopback and sends the site's Host header; redirects are not followed.
 */
export function requestSite(
  host: string,
  path: string,
  options: {
    method?: string
    body?: string
    headers?: Record<string, string>
    agent?: http.Agent
    /** Another server than the suite's (e2e/instances.e2e.ts). */
    port?: number
  } = {},
): Promise<SiteResponse> {
  const hostHeader = host.includes('.') ? host : `${host}.localhost`
  const serverPort = options.port ?? port()
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: serverPort,
        path,
        agent: options.agent,
        method: options.method ?? 'GET',
        headers: { host: `${hostHeader}:${serverPort}`, ...options.headers },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
      },
    )
    request.on('error', reject)
    if (options.body) request.write(options.body)
    request.end()
  })
}
