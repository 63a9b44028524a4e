import { describe, expect, it } from 'vitest'
import { afterFirstPaint, firstLoadScripts } from './after-first-paint.mjs'
import { inlineScriptHashes, withoutNonce } from './shared-cache.mjs'

// The head and body as Next.js writes them (a private page: every tag carries the nonce).
const nonce = 'YzdmMjdjYzQtNzliNi00ZWVl'
const page = [
  '<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/33fw83it3sj-o.css" data-precedence="next"/>',
  `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="/_next/static/chunks/2iq31f9lxlxu8.js"/>`,
  `<script src="/_next/static/chunks/1w4sink4bmq-0.js" async="" nonce="${nonce}"></script>`,
  `<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async="" nonce="${nonce}"></script>`,
  '<link rel="preload" as="image" imageSrcSet="/_i/640/c/a.webp 1x, /_i/1280/c/a.webp 2x" fetchPriority="high"/>',
  `<link rel="preload" href="/_next/static/chunks/03n0a2xe4ix_d.js" as="script" fetchPriority="low" nonce="${nonce}"/>`,
  `<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule="" nonce="${nonce}"></script>`,
  '<script src="https://www.googletagmanager.com/gtm.js" async=""></script>',
  '</head><body><main><h1>Köp bil</h1></main>',
  `<script nonce="${nonce}">self.__next_f.push([1,"x"])</script>`,
  // The bootstrap script, its nonce before `async`.
  `<script src="/_next/static/chunks/2iq31f9lxlxu8.js" nonce="${nonce}" async=""></script>`,
  '</body></html>',
].join('')

const moved = () => afterFirstPaint(Buffer.from(page)).toString()

describe('the framework scripts after the first paint', () => {
  it("takes the build's chunk scripts and script preloads out of the page, and nothing else", () => {
    const html = moved()
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/)
    expect(html).not.toMatch(/<link rel="preload"[^>]*as="script"/)
    expect(html).not.toMatch(/<link rel="preload" href="[^"]+" as="script"/)
    // The stylesheet, the image preload, the noModule polyfill, another host's script, the payload.
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/33fw83it3sj-o.css"')
    expect(html).toContain('<link rel="preload" as="image"')
    expect(html).toContain('0cz1d0mv5g_q7.js" noModule=""')
    expect(html).toContain('<script src="https://www.googletagmanager.com/gtm.js" async=""></script>')
    expect(html).toContain('<h1>Köp bil</h1>')
    expect(html).toContain('self.__next_f.push([1,"x"])')
  })

  it('lists them, in order and each once, in one script at the end of the body with the nonce', () => {
    const html = moved()
    const loader = /<script nonce="([^"]+)">(\(function\(s,p\)[^<]*)<\/script><\/body><\/html>$/.exec(html)
    expect(loader?.[1]).toBe(nonce)
    expect(loader?.[2]).toContain(
      '(["/_next/static/chunks/1w4sink4bmq-0.js","/_next/static/chunks/turbopack-077hmtqrhcoji.js","/_next/static/chunks/2iq31f9lxlxu8.js"],["/_next/static/chunks/03n0a2xe4ix_d.js"])',
    )
  })

  // The loader run against a stand-in for the browser's side of it.
  function browser(visibilityState: string, paintTiming = true) {
    const loader = /<script[^>]*>(\(function\(s,p\)[^<]*)<\/script>/.exec(moved())![1]
    const added: string[] = []
    const frames: Array<() => void> = []
    const timers: Array<{ callback: () => void; ms: number }> = []
    const observers: Array<(list: { getEntriesByName(name: string): unknown[] }) => void> = []
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation']
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback)
      }
      observe() {}
    }
    const document = {
      visibilityState,
      createElement: (kind: string) => ({ kind }),
      head: {
        appendChild: (node: Record<string, string>) =>
          added.push(`${node.kind} ${node.src ?? `${node.rel} ${node.href}`}`),
      },
    }
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      { PerformanceObserver },
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms = 0) => timers.push({ callback, ms }),
    )
    const paint = (name: string) => {
      for (const observer of observers)
        observer({ getEntriesByName: (entry) => (entry === name ? [{}] : []) })
    }
    return { added, frames, timers, paint }
  }
  const everyScript = [
    'link preload /_next/static/chunks/03n0a2xe4ix_d.js',
    'script /_next/static/chunks/1w4sink4bmq-0.js',
    'script /_next/static/chunks/turbopack-077hmtqrhcoji.js',
    'script /_next/static/chunks/2iq31f9lxlxu8.js',
  ]

  it('adds them, once, when the browser reports the first contentful paint shown', () => {
    const page = browser('visible')
    page.paint('first-paint')
    expect(page.added).toEqual([])
    page.paint('first-contentful-paint')
    expect(page.added).toEqual(everyScript)
    // Nor again when the fallback's time comes.
    for (const timer of page.timers) timer.callback()
    expect(page.added).toEqual(everyScript)
  })

  it('adds them after the next frame where the browser has no paint timing', () => {
    const page = browser('visible', false)
    page.frames.shift()!()
    expect(page.added).toEqual([])
    page.timers.find((timer) => timer.ms === 0)!.callback()
    expect(page.added).toEqual(everyScript)
  })

  it('adds them at once to a page opened in the background, and after 5 s to one that paints nothing', () => {
    expect(browser('hidden').added).toEqual(everyScript)
    const blank = browser('visible')
    expect(blank.added).toEqual([])
    blank.timers.find((timer) => timer.ms === 5000)!.callback()
    expect(blank.added).toEqual(everyScript)
  })

  it('reads the tags whatever the order of their attributes, and leaves those with others', () => {
    const shuffled = Buffer.from(
      [
        '<html><head>',
        `<link rel="preload" nonce="${nonce}" fetchPriority="low" as="script" href="/_next/static/chunks/b.js"/>`,
        '<link rel="preload" href="/_next/static/chunks/c.js" as="script"/>',
        '<link rel="preload" href="/_next/static/chunks/d.js" as="script" integrity="sha384-x"/>',
        `<script src="/_next/static/chunks/a.js" nonce="${nonce}" async=""></script>`,
        '<script src="/_next/static/chunks/e.js" async="" type="module"></script>',
        '</head><body></body></html>',
      ].join(''),
    )
    const html = afterFirstPaint(shuffled).toString()
    expect(html).toContain(
      '(["/_next/static/chunks/a.js"],["/_next/static/chunks/b.js","/_next/static/chunks/c.js"])',
    )
    expect(html).toContain('d.js" as="script" integrity="sha384-x"/>')
    expect(html).toContain('<script src="/_next/static/chunks/e.js" async="" type="module"></script>')
  })

  it('leaves a page without chunk scripts as it is', () => {
    const plain = Buffer.from('<html><body><script src="/x.js" async=""></script></body></html>')
    expect(afterFirstPaint(plain)).toBe(plain)
    const fragment = Buffer.from('<script src="/_next/static/chunks/a.js" async=""></script>')
    expect(afterFirstPaint(fragment)).toBe(fragment)
  })

  it('keeps the page shareable: without its nonce, the loader is allowed by its hash', () => {
    const policy = `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`
    const shared = withoutNonce({ policy, body: afterFirstPaint(Buffer.from(page)) })
    const html = shared.body.toString()
    expect(html).not.toContain(nonce)
    const [loaderHash] = inlineScriptHashes(/<script>\(function\(s,p\)[^<]*<\/script>/.exec(html)![0])
    expect(shared.policy).toContain(loaderHash)
  })
})

describe("a page's first-load scripts", () => {
  it('are the same whether the page names them in tags or in the loader', () => {
    const named = [
      '/_next/static/chunks/2iq31f9lxlxu8.js',
      '/_next/static/chunks/1w4sink4bmq-0.js',
      '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
      'https://www.googletagmanager.com/gtm.js',
      '/_next/static/chunks/03n0a2xe4ix_d.js',
    ]
    expect(new Set(firstLoadScripts(page))).toEqual(new Set(named))
    expect(new Set(firstLoadScripts(moved()))).toEqual(new Set(named))
  })
})
