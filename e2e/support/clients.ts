import http from 'node:http'
import { requestSite, type SiteResponse } from './browser'

export type Client = {
  address: string
  request(path: string, options?: Parameters<typeof requestSite>[2]): Promise<SiteResponse>
  json(path: string, body: unknown, headers?: Record<string, string>): Promise<SiteResponse>
}

/**
 * A client of the test server at its own loopback address (127.0.0.0/8 is all loopback on
 * Linux): the server counts its requests apart from every other client's, as it would a
 * visitor's, without any header a real client could send too. It talks to carstore-se.
 */
export function clientAt(address: string): Client {
  // A connection per request: a kept-alive one the server closes while idle would reset the next.
  const agent = new http.Agent({ keepAlive: false, localAddress: address } as http.AgentOptions)
  const request: Client['request'] = (path, options = {}) =>
    requestSite('carstore-se', path, { ...options, agent })
  return {
    address,
    request,
    json: (path, body, headers = {}) =>
      request(path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers },
      }),
  }
}
