// Where a server's time went: the V8 CPU profiles (`--cpu-prof`) of its workers, as shares of the
// busy time by package and the functions with the most time of their own.
import fs from 'node:fs'
import path from 'node:path'

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** `node_modules/<package>` of a script, `app` for the build's own chunks, or V8's own label. */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)'
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (match) return match[1]
  if (url.includes('/.next/')) return '.next build (app, React and Next bundled)'
  if (url.startsWith('node:')) return 'node'
  return path.basename(url)
}

export function summariseProfiles(dir: string): string {
  const byPackage = new Map<string, number>()
  const byFunction = new Map<string, number>()
  let busy = 0
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
    profile.samples.forEach((id, index) => {
      const node = nodes.get(id)
      if (!node) return
      const { functionName, url, lineNumber } = node.callFrame
      if (functionName === '(idle)') return
      const micros = profile.timeDeltas[index] ?? 0
      busy += micros
      const owner = packageOf(url, functionName)
      byPackage.set(owner, (byPackage.get(owner) ?? 0) + micros)
      const name = `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''}`
      byFunction.set(name, (byFunction.get(name) ?? 0) + micros)
    })
  }
  if (busy === 0) return 'no samples (no profile was written)'
  const share = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %`
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => `  ${share(micros)}  ${name}`)
  return [
    `busy ${(busy / 1e6).toFixed(1)} s over all workers; by package:`,
    ...top(byPackage, 12),
    'functions with the most time of their own:',
    ...top(byFunction, 20),
  ].join('\n')
}
