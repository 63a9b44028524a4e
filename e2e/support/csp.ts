import { createHash } from 'node:crypto'

/**
 * The CSP sources ('sha256-…') of a page's inline scripts, computed here as a browser does (over
 * the script's text), not by the server's code: JSON data blocks are not scripts to the CSP.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script((?:(?!\ssrc=)[^>])*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , content]) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`)
}

/** The script-src sources of a response's Content-Security-Policy. */
export const scriptSources = (response: { headers: Record<string, unknown> }): string[] =>
  /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))![1].split(' ')
