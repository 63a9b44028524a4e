import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { payloadSecret, PayloadSecretError, publishedDefaultSecret } from './payload-secret.mjs'

const folders: string[] = []
function secretFile() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-secret-'))
  folders.push(folder)
  return path.join(folder, 'data', 'payload-secret')
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

const production = { NODE_ENV: 'production' }

describe('payloadSecret', () => {
  it('generates a secret for the local demo once, readable only by its owner, and reuses it', () => {
    const file = secretFile()
    const first = payloadSecret(production, file)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(payloadSecret({ ...production, SERVER_URL: 'http://carstore-se.localhost:3000' }, file)).toBe(
      first,
    )
    expect(payloadSecret(production, secretFile())).not.toBe(first)
  })

  it('uses PAYLOAD_SECRET when set', () => {
    const secret = 'x'.repeat(40)
    expect(payloadSecret({ ...production, PAYLOAD_SECRET: secret }, secretFile())).toBe(secret)
  })

  it.each([
    ['the published default', { PAYLOAD_SECRET: publishedDefaultSecret }],
    ['a short secret', { PAYLOAD_SECRET: 'short-secret' }],
    ['no secret on a server that is not this machine', { SERVER_URL: 'https://cms.example.com' }],
  ])('refuses %s in production', (_case, env) => {
    expect(() => payloadSecret({ ...production, ...env }, secretFile())).toThrow(PayloadSecretError)
  })

  it('refuses the published default outside production too, and lets a build run without a secret', () => {
    expect(() => payloadSecret({ PAYLOAD_SECRET: publishedDefaultSecret }, secretFile())).toThrow(
      PayloadSecretError,
    )
    const build = {
      ...production,
      SERVER_URL: 'https://cms.example.com',
      NEXT_PHASE: 'phase-production-build',
    }
    expect(payloadSecret(build, secretFile())).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe('the production server', () => {
  it.each([
    ['the published default', { PAYLOAD_SECRET: publishedDefaultSecret }],
    ['no secret behind a public address', { SERVER_URL: 'https://cms.example.com' }],
  ])('refuses to start with %s', (_case, env) => {
    const { PAYLOAD_SECRET: _unset, ...rest } = process.env
    const result = spawnSync(process.execPath, ['server/serve.mjs'], {
      env: { ...rest, NODE_ENV: 'production', PORT: '0', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('PAYLOAD_SECRET')
  })
})
