import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { Pages } from '../collections/Pages'
import { collectionFieldLabels, fieldLabels, withLabels } from './labels'

describe('our field labels', () => {
  it('label named fields in every admin language, in rows, groups and tabs, and leave the rest to Payload', () => {
    const fields: Field[] = [
      { type: 'row', fields: [{ name: 'title', type: 'text' }] },
      { type: 'tabs', tabs: [{ label: 'Route', fields: [{ name: 'metaTitle', type: 'text' }] }] },
      { name: 'button', type: 'group', fields: [{ name: 'href', type: 'text' }] },
      { name: 'somethingElse', type: 'text' },
    ]
    const [row, tabs, group, other] = withLabels(fields) as Array<Record<string, never>>
    expect((row.fields as Field[])[0]).toMatchObject({ label: fieldLabels.title })
    expect(tabs.tabs[0]).toMatchObject({ label: { sv: 'Sökning och delning' } })
    expect((tabs.tabs[0] as { fields: Field[] }).fields[0]).toMatchObject({ label: fieldLabels.metaTitle })
    expect(group).toMatchObject({ label: fieldLabels.button })
    expect((group.fields as Field[])[0]).toMatchObject({ label: fieldLabels.href })
    expect(other).not.toHaveProperty('label')
  })

  it('give every label in Swedish, Norwegian, Slovak and English', () => {
    for (const [name, label] of Object.entries(fieldLabels))
      for (const language of ['en', 'sv', 'nb', 'sk'] as const) expect(label[language], name).toMatch(/\S/)
  })

  it('name every collection of the admin in every admin language, and its navigation group', async () => {
    const { default: config } = await import('@payload-config')
    const { collections } = await config
    for (const collection of collections.filter(
      (candidate) => !candidate.slug.startsWith('payload-') && !candidate.slug.startsWith('form'),
    )) {
      const plural = collection.labels.plural as Record<string, string>
      for (const language of ['en', 'sv', 'nb', 'sk']) expect(plural[language], collection.slug).toMatch(/\S/)
      if (collection.admin.group) expect(collection.admin.group, collection.slug).toHaveProperty('sv')
    }
  })

  it('label every field staff see in the collections they work in, and the choices of roles and statuses', async () => {
    const { default: config } = await import('@payload-config')
    const { collections } = await config
    const unlabelled: string[] = []
    const walk = (slug: string, fields: Field[]) => {
      for (const field of fields) {
        if (field.type === 'tabs') for (const tab of field.tabs) walk(slug, tab.fields)
        else if ('fields' in field && !('name' in field)) walk(slug, field.fields)
        if (!('name' in field) || field.type === 'ui' || field.hidden) continue
        if (field.admin?.hidden || field.admin?.disabled) continue
        if (['id', 'createdAt', 'updatedAt', 'email'].includes(field.name) || field.name.startsWith('_'))
          continue
        if (!(field.label as Record<string, string> | undefined)?.sv) unlabelled.push(`${slug}.${field.name}`)
        if ('fields' in field) walk(slug, field.fields)
      }
    }
    for (const slug of Object.keys(collectionFieldLabels))
      walk(slug, collections.find((collection) => collection.slug === slug)!.fields)
    expect(unlabelled).toEqual([])

    const users = collections.find((collection) => collection.slug === 'users')!
    const role = users.fields.find((field) => 'name' in field && field.name === 'role') as {
      options: Array<{ value: string; label: Record<string, string> }>
    }
    expect(role.options.find((option) => option.value === 'dealerStaff')?.label.sv).toBe(
      'Anläggningspersonal',
    )
  })

  it("label a page's own fields", () => {
    const named = JSON.stringify(Pages.fields)
    expect(named).toContain('"Överordnad sida"')
    expect(named).toContain('"Innehållssida"')
  })
})
