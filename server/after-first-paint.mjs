// @ts-check
// The framework's scripts start loading once the page is painted (decisions: Fast on a phone). Next.js writes
// its chunks into the <head> as `async` scripts and preloads (React adds a preload for each
// island's chunk), so on a phone they share the line with the document, the stylesheet and the
// first image, and run while the first viewport waits to be painted. The production server
// (server/serve.mjs) takes them out of every page it holds and lists them in one small script
// at the end of the <body> that adds them, unchanged, once the browser has shown the page.
// Everything a visitor sees first is server-rendered HTML; the islands hydrate a moment later.

/**
 * The tags moved, as Next.js and React write them: a chunk of the build as an `async` script, and
 * a script preload of one, with their attributes in any order and nothing else. Each is found by
 * where it starts (searching the page's bytes is far quicker than decoding 300 KB of it) and read
 * whole; anything else starting so stays.
 */
const starts = [Buffer.from('<script src="/_next/static/'), Buffer.from('<link rel="preload" ')]
const tagPattern = /^(?:<script ([^<>]*)><\/script>|<link ([^<>]*?)\/?>)/
const attributePattern = /([a-zA-Z]+)="([^"]*)"(?: |$)/gy
const chunk = /^\/_next\/static\/[\w\-./]+\.js$/
const longestTag = 400

/**
 * A tag's attributes by name, or null when they are not plain `name="value"` pairs.
 * @param {string} text
 * @returns {Record<string, string> | null}
 */
function attributesOf(text) {
  /** @type {Record<string, string>} */
  const found = {}
  attributePattern.lastIndex = 0
  let read = 0
  for (let match; (match = attributePattern.exec(text)); read = attributePattern.lastIndex)
    found[match[1]] = match[2]
  return read === text.length ? found : null
}

/**
 * What a tag moves: a script to add or a preload to make, with the page's nonce; or null.
 * @param {string} text
 * @returns {{ tag: string, script?: string, preload?: string, nonce?: string } | null}
 */
function movedTag(text) {
  const match = tagPattern.exec(text)
  const attributes = match && attributesOf(match[1] ?? match[2])
  if (!match || !attributes) return null
  const { nonce, ...rest } = attributes
  const names = Object.keys(rest).sort().join(' ')
  if (match[1] !== undefined && names === 'async src' && rest.async === '' && chunk.test(rest.src))
    return { tag: match[0], script: rest.src, nonce }
  const preload = names === 'as href rel' || names === 'as fetchPriority href rel'
  if (preload && rest.rel === 'preload' && rest.as === 'script' && chunk.test(rest.href))
    return { tag: match[0], preload: rest.href, nonce }
  return null
}

/**
 * Adds the scripts, then the preloads, once the browser reports the page's first contentful paint
 * as shown (Paint Timing; where that is missing, a task queued from the next animation frame). A
 * page opened in the background (no paint until it is shown) loads them at once, and one that
 * has painted nothing after 5 seconds then.
 */
const loader = `(function(s,p){var d=document,w=window,t;function a(){if(t)return;t=1;p.forEach(function(h){var l=d.createElement('link');l.rel='preload';l.as='script';l.fetchPriority='low';l.href=h;d.head.appendChild(l)});s.forEach(function(h){var e=d.createElement('script');e.src=h;e.async=true;d.head.appendChild(e)})}if(d.visibilityState!=='visible')return a();var o=w.PerformanceObserver;if(o&&(o.supportedEntryTypes||[]).indexOf('paint')>=0)new o(function(l){if(l.getEntriesByName('first-contentful-paint').length)a()}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(a)});setTimeout(a,5000)})`

/**
 * The page with its chunk scripts and script preloads loaded once it is painted. A page
 * without them (not Next's, or none to move) is returned as it is.
 * @param {Buffer} body the page's HTML
 * @returns {Buffer}
 */
export function afterFirstPaint(body) {
  const end = body.lastIndexOf('</body>')
  if (end < 0) return body
  /** @type {string[]} */
  const scripts = []
  /** @type {string[]} */
  const preloads = []
  /** @type {string | undefined} */
  let nonce
  /** @type {Array<[number, number]>} where each moved tag starts and ends */
  const cuts = []
  for (const start of starts) {
    for (let at = body.indexOf(start); at >= 0 && at < end; at = body.indexOf(start, at + 1)) {
      const moved = movedTag(body.toString('latin1', at, Math.min(at + longestTag, end)))
      if (!moved) continue
      if (moved.script) scripts.push(moved.script)
      else if (moved.preload && !preloads.includes(moved.preload)) preloads.push(moved.preload)
      nonce ??= moved.nonce
      cuts.push([at, at + moved.tag.length])
    }
  }
  if (scripts.length === 0) return body
  const lists = JSON.stringify([scripts, preloads.filter((href) => !scripts.includes(href))]).slice(1, -1)
  const loaderTag = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${loader}(${lists})</script>`
  const parts = []
  let from = 0
  for (const [start, stop] of cuts.sort((a, b) => a[0] - b[0])) {
    parts.push(body.subarray(from, start))
    from = stop
  }
  parts.push(body.subarray(from, end), Buffer.from(loaderTag, 'latin1'), body.subarray(end))
  return Buffer.concat(parts)
}

/**
 * Every script a page loads on its first visit, in the order named: script tags (noModule ones
 * aside: modern browsers skip them), script preloads, and what the loader above adds. For the
 * benchmark's first-load weight and the tests that read a page's scripts.
 * @param {string} html
 * @returns {string[]}
 */
export function firstLoadScripts(html) {
  const sources = []
  for (const [, script, link] of html.matchAll(/<script ([^<>]*)>|<link ([^<>]*?)\/?>/g)) {
    const { src, noModule, rel, as, href } = attributesOf(script ?? link) ?? {}
    if (src && noModule === undefined) sources.push(src)
    if (href && rel === 'preload' && as === 'script') sources.push(href)
  }
  const listed = /\}\)\((\[[^<]*\])\)<\/script>/.exec(html)?.[1]
  if (listed) sources.push(.../** @type {string[][]} */ (JSON.parse(`[${listed}]`)).flat())
  return [...new Set(sources.map((source) => source.replace(/&amp;/g, '&')))]
}
