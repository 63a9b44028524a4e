import type { z } from 'zod'

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response }

export type BodyLimits = {
  /** Larger bodies are answered 413 without being read to the end. */
  maxBytes?: number
  /** Answer 415 unless the Content-Type is JSON (application/json or application/*+json). */
  requireJsonContentType?: boolean
}

/**
 * How deep JSON bodies may nest: deeper than any form, search or GraphQL request needs, far short
 * of where recursive validation would exhaust the stack (a lead nested 5,000 levels did, and was
 * answered as if storage were down).
 */
export const maxJsonDepth = 32

/** The deepest nesting of objects and arrays in JSON text, counted without parsing it. */
export function jsonNestingDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (inString) {
      if (char === '\\') index++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth)
    else if (char === '}' || char === ']') depth--
  }
  return deepest
}

export function tooDeep(): Response {
  return Response.json({ error: `Body nests deeper than ${maxJsonDepth} levels` }, { status: 400 })
}

const jsonContentType = /^application\/([\w.-]+\+)?json\s*(;|$)/i

/** The 400 body for schema failures: one readable message per field path ('values.phone'). */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  prefix: string[] = [],
): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const key = [...prefix, ...issue.path.map(String)].join('.') || '(body)'
    fields[key] ??= issue.message
  }
  return fields
}

export function invalidRequest(fields: Record<string, string>): Response {
  return Response.json({ error: 'Invalid request', fields }, { status: 400 })
}

async function readAll(request: Request): Promise<Parsed<string>> {
  return { ok: true, value: await request.text() }
}

async function readLimited(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Reads a body of at most `maxBytes` as text: 413 when larger, without reading it to the end. */
export async function readBoundedText(request: Request, maxBytes: number): Promise<Parsed<string>> {
  const text = await readLimited(request, maxBytes)
  if (text === null) {
    return {
      ok: false,
      response: Response.json({ error: `Body is larger than ${maxBytes} bytes` }, { status: 413 }),
    }
  }
  return { ok: true, value: text }
}

/** Reads a JSON body: a wrong type is 415, too large 413, malformed or too deep 400 — never a 500. */
export async function readJsonBody(request: Request, limits: BodyLimits = {}): Promise<Parsed<unknown>> {
  if (limits.requireJsonContentType && !jsonContentType.test(request.headers.get('content-type') ?? '')) {
    return {
      ok: false,
      response: Response.json({ error: 'Content-Type must be application/json' }, { status: 415 }),
    }
  }
  const text = limits.maxBytes ? await readBoundedText(request, limits.maxBytes) : await readAll(request)
  if (!text.ok) return text
  if (jsonNestingDepth(text.value) > maxJsonDepth) return { ok: false, response: tooDeep() }
  try {
    return { ok: true, value: JSON.parse(text.value) }
  } catch {
    return { ok: false, response: Response.json({ error: 'Body must be valid JSON' }, { status: 400 }) }
  }
}

/** Reads and validates a JSON body; bad input becomes a 400 with field messages, never a 500. */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  limits: BodyLimits = {},
): Promise<Parsed<z.infer<S>>> {
  const body = await readJsonBody(request, limits)
  if (!body.ok) return body
  const result = schema.safeParse(body.value)
  if (!result.success) return { ok: false, response: invalidRequest(fieldErrors(result.error.issues)) }
  return { ok: true, value: result.data }
}
