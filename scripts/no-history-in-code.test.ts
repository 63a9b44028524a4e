import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Code comments cite the spec section or the decision's title, never the work item or the
 * sitting a change was made in: a reader has the spec and docs/decisions.md, not that history.
 * The word followed by a number is what is refused ("session cookie" is fine). The pattern is
 * put together from parts so this file does not match it.
 */
const citation = new RegExp(['\\b[Ii]ss', 'ue \\d+', '|', '\\b[Ss]ess', 'ion \\d+'].join(''))

const root = path.resolve(import.meta.dirname, '..')
const folders = ['src', 'scripts', 'e2e', 'server']
const extensions = /\.(ts|tsx|mjs|js|css)$/
/** Written by Payload's generators, not by hand. */
const generated = [/^src\/cms\/payload-types\.ts$/, /^src\/cms\/importMap\.js$/, /^src\/cms\/migrations\//]

function sourceFiles(): string[] {
  return folders
    .filter((folder) => fs.existsSync(path.join(root, folder)))
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
    )
    .filter((file) => extensions.test(file) && !file.includes('node_modules/'))
    .filter((file) => !generated.some((pattern) => pattern.test(file)))
    .filter((file) => fs.statSync(path.join(root, file)).isFile())
}

/** Each `file:line` whose text cites a work item or a sitting by number. */
function citations(files: string[]): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (citation.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  )
}

describe('history in code', () => {
  it('finds the source files it checks', () => {
    const files = sourceFiles()
    expect(files).toContain('scripts/no-history-in-code.test.ts')
    expect(files.length).toBeGreaterThan(100)
  })

  it('matches a numbered citation and not the ordinary words', () => {
    const word = (parts: string[]) => parts.join('')
    expect(citation.test(word(['// (iss', 'ue 15: a logo was cut)']))).toBe(true)
    expect(citation.test(word(['Measured in sess', 'ion 35']))).toBe(true)
    expect(citation.test('the session cookie, an issue of cost')).toBe(false)
    expect(citation.test('sessionStorage; tissue 3')).toBe(false)
  })

  it('has no comment in src, server, scripts or e2e citing an issue or a session by number', () => {
    expect(citations(sourceFiles())).toEqual([])
  })

  it('names no migration after the work item or sitting that made it', () => {
    const named = new RegExp(['(iss', 'ue|sess', 'ion)_?\\d+'].join(''), 'i')
    const migrations = ['src/cms/migrations/sqlite', 'src/cms/migrations/postgres'].flatMap((folder) =>
      fs.readdirSync(path.join(root, folder)).map((file) => `${folder}/${file}`),
    )
    expect(migrations.length).toBeGreaterThan(10)
    expect(migrations.filter((file) => named.test(file))).toEqual([])
  })
})
