import fs from 'node:fs'
import path from 'node:path'
import type { Block } from 'payload'
import { describe, expect, it } from 'vitest'
import { blockGroups, blockGuides, blockThumbnail, guidedBlock } from './guide'
import { blockSchemas } from './schemas'

const languages = ['en', 'sv', 'nb', 'sk'] as const

describe('blocks as editors meet them', () => {
  it('names every block in each admin language, in a group, with a line on what it shows above its fields', () => {
    expect(blockSchemas.length).toBeGreaterThan(40)
    for (const block of blockSchemas) {
      const labels = block.labels?.singular as Record<string, string>
      for (const language of languages) expect(labels[language], `${block.slug} ${language}`).toMatch(/\S/)
      expect(Object.values(blockGroups)).toContain(block.admin?.group)
      const [about] = block.fields
      expect(about).toMatchObject({ name: 'about', type: 'ui' })
      const text = (about.admin?.components?.Field as { clientProps: { about: Record<string, string> } })
        .clientProps.about
      for (const language of languages) expect(text[language], `${block.slug} ${language}`).toMatch(/\.$/)
    }
  })

  it('speaks no code to editors: no label is a slug or in camel case', () => {
    for (const guide of Object.values(blockGuides))
      for (const language of languages) expect(guide.label[language]).not.toMatch(/[a-z][A-Z]|_/)
  })

  it('refuses a block without a guide, so a new block cannot reach the admin unnamed', () => {
    expect(() => guidedBlock({ slug: 'unnamedBlock', fields: [] } as Block)).toThrow(
      /unnamedBlock has no guide/,
    )
  })

  it('shows every block by a photograph of its look, served from the admin’s own host', () => {
    for (const block of blockSchemas) {
      const thumbnail = block.admin?.images?.thumbnail as { url: string }
      expect(thumbnail.url).toBe(blockThumbnail(block.slug))
      expect(fs.statSync(path.join('public', thumbnail.url)).size, block.slug).toBeGreaterThan(1_000)
    }
  })

  it('has a guide only for blocks that exist', () => {
    expect(Object.keys(blockGuides).sort()).toEqual(blockSchemas.map((block) => block.slug).sort())
  })
})
