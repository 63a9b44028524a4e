// Seeds a database for the browser tests' server before their run starts, so that `npm test` can
// seed while its other steps run (a seed keeps about one of two cores busy).
//   npx tsx e2e/support/seed-ahead.ts <file>          TEST_DB's dialect, for the server on E2E_PORT;
//                                                     the run described in <file> (E2E_SEEDED)
//   npx tsx e2e/support/seed-ahead.ts --drop <file>   drops the run <file> describes
import fs from 'node:fs'
import type { SeededRun } from '../../src/test/seeded-ahead'
import { dropSeeded, seedForRun } from './seeded'

const [first, second] = process.argv.slice(2)
if (first === '--drop') {
  await dropSeeded(JSON.parse(fs.readFileSync(second, 'utf8')) as SeededRun)
  fs.rmSync(second, { force: true })
} else {
  const run = await seedForRun(Number(process.env.E2E_PORT || 3100))
  fs.writeFileSync(first, JSON.stringify(run))
}
