// Mozilla's HTTP Observatory (its own scanner and grading, @mdn/mdn-http-observatory) against one
// address of a local server: `node observatory-scan.mjs '{"host","httpPort","httpsPort","path"}'`
// prints `{ grade, score, status, headers, failed: [{ test, result }] }`. Run with NODE_EXTRA_CA_CERTS naming the
// local certificate: the scanner verifies TLS as it does on the web. Its published `scan()` takes
// no ports or path, so this runs its retriever and grades the same way (src/scanner/index.js).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const root = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'))

// The package's install script downloads the HSTS preload list; install scripts are denied here
// (no network), and no local host is on that list: an empty list answers the same.
const preloadList = path.join(root, 'conf', 'hsts-preload.json')
if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, '{}')

const load = (file) => import(path.join(root, 'src', file))
const { retrieve } = await load('retriever/retriever.js')
const { ALL_TESTS } = await load('constants.js')
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js')
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js')

const { host, httpPort, httpsPort, path: pathname } = JSON.parse(process.argv[2])
const requests = await retrieve(host, { httpPort, httpsPort, path: pathname })
if (!requests.responses.auto) throw new Error(`no answer from ${host}`)

let withExtraCredit = 100
let uncurved = 100
const failed = []
for (const test of ALL_TESTS) {
  const output = test(requests)
  if (!output.result) continue
  const modifier = getScoreModifier(output.result)
  withExtraCredit += modifier
  if (modifier < 0) uncurved += modifier
  if (!output.pass) failed.push({ test: output.constructor.name, result: output.result, modifier })
}
const { grade, score } = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
)
const { status, headers } = requests.responses.auto
console.log(
  JSON.stringify({ grade, score, status, headers: Object.fromEntries(Object.entries(headers)), failed }),
)
