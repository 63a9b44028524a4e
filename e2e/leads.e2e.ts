import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { adminApi, adminToken } from './support/admin'
import { contactForm, seededCar } from './support/leads'
import { smoke } from './support/tags'

// The car contact form's endpoint on the running server (spec 02 §7), and who may see its leads.
const baseUrl = () => inject('baseUrl')

async function postLead(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl()}/api/forms/comhub`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('car contact leads', smoke, () => {
  it('are accepted once per submission, mailed to the seller and visible to editors only', async () => {
    const car = await seededCar()
    const form = contactForm(car)
    const first = await postLead(form)
    expect(first).toEqual({ status: 202, body: { id: expect.any(Number) } })
    expect(await postLead(form)).toEqual(first)

    const token = await adminToken()
    const leads = await adminApi<{ docs: Array<{ id: number; notificationStatus: string }> }>(
      token,
      `/api/leads?where[formSubmissionId][equals]=${form.formSubmissionId}`,
    )
    expect(leads.body.docs).toEqual([
      expect.objectContaining({ id: first.body.id, notificationStatus: 'outbox' }),
    ])

    const outbox = await adminApi<{ docs: Array<{ to: string; subject: string; text: string }> }>(
      token,
      `/api/outbox?where[lead][equals]=${first.body.id}`,
    )
    expect(outbox.body.docs).toHaveLength(1)
    expect(outbox.body.docs[0].to).toBe(car.car_sellers[0].email)
    expect(outbox.body.docs[0].subject).toMatch(/^Ny intresseanmälan: /)
    expect(outbox.body.docs[0].text).toContain('Vill provköra: Ja')

    for (const path of ['/api/leads', `/api/leads/${first.body.id}`, '/api/outbox']) {
      const anonymous = await adminApi(null, path)
      expect(anonymous.status, path).toBe(403)
    }
    for (const query of ['{ Leads { docs { id values } } }', '{ OutboxMessages { docs { to text } } }']) {
      const graphql = await fetch(`${baseUrl()}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      })
      const answer = (await graphql.json()) as { data?: unknown; errors?: Array<{ message: string }> }
      expect(answer.errors?.[0]?.message, query).toMatch(/not allowed/i)
      expect(JSON.stringify(answer)).not.toContain('e2e.visitor@example.com')
    }
    const forged = await adminApi(null, '/api/leads', {
      method: 'POST',
      body: JSON.stringify({ formName: 'x', formSubmissionId: randomUUID(), values: {} }),
    })
    expect(forged.status).toBe(403)
  })

  it('answers a wrong field with 400 and its message', async () => {
    const car = await seededCar()
    const response = await postLead(contactForm(car, { phone: 'call me' }))
    expect(response).toEqual({
      status: 400,
      body: {
        error: 'Invalid request',
        fields: { 'values.phone': 'Phone must be 6 to 20 digits or spaces, optionally starting with +' },
      },
    })
    const notJson = await fetch(`${baseUrl()}/api/forms/comhub`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    })
    expect(notJson.status).toBe(400)
  })
})
