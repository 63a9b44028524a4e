import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'] })
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 })
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await page.addInitScript(() => {
  window.__shifts = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      window.__shifts.push({ value: entry.value, t: Math.round(entry.startTime), sources: entry.sources.map((s) => {
        const n = s.node
        const desc = n ? (n.nodeType === 1 ? n.tagName + (n.id ? '#' + n.id : '') + '.' + String(n.className).slice(0, 60) + ' ' + [...n.attributes].filter(a => a.name.startsWith('data-')).map(a => a.name).join(',') : '#text ' + String(n.textContent).slice(0, 40)) : null
        return { desc, prev: s.previousRect.y + '/' + s.previousRect.height, cur: s.currentRect.y + '/' + s.currentRect.height }
      }) })
    }
  }).observe({ type: 'layout-shift', buffered: true })
})
await page.goto(process.argv[2], { waitUntil: 'load' })
await page.waitForTimeout(4000)
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1))
await browser.close()
