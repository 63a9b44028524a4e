import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'] })
const layout = async (js) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, javaScriptEnabled: js })
  const page = await context.newPage()
  await page.goto(process.argv[2], { waitUntil: 'load' })
  await page.waitForTimeout(3000)
  const rows = await page.evaluate(() => [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().top + scrollY < 1400 && (e.tagName === 'SECTION' || e.id || [...e.attributes].some(a => a.name.startsWith('data-')))).map((e) => {
    const r = e.getBoundingClientRect()
    return `${e.tagName}${e.id ? '#' + e.id : ''} ${[...e.attributes].filter(a => a.name.startsWith('data-')).map(a => a.name).join(',')} y=${Math.round(r.top + scrollY)} h=${Math.round(r.height)}`
  }))
  await context.close()
  return rows
}
const a = await layout(false), b = await layout(true)
const max = Math.max(a.length, b.length)
for (let i = 0; i < max; i++) if (a[i] !== b[i]) console.log((a[i] ?? '-').padEnd(70), '|', b[i] ?? '-')
await browser.close()
