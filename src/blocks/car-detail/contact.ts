/**
 * The contact-the-seller form (spec 02 §5, §7): field rules, the request body for
 * POST /api/forms/comhub and the retry policy (3 attempts, 1 s apart).
 */
// At least one digit: six spaces passed the browser and were refused by the server (issue 15).
export const phonePattern = '(?=.*[0-9])\\+?[0-9 ]{6,20}'
export const emailPattern = '[^@\\s]+@[^@\\s]+\\.[^@\\s]+'
export const contactRetry = { attempts: 3, delayMs: 1000 } as const

export type ContactValues = {
  name: string
  phone: string
  email: string
  message: string
  quote: boolean
  testDrive: boolean
  /** Sample cars: the chosen dealer site's id. */
  sellerSiteId?: string
}

export type ContactField = 'name' | 'phone' | 'email' | 'sellerSiteId'

/** The same rules the browser checks (required, pattern), for the server-rendered island's own use. */
export function invalidContactFields(values: ContactValues, needsSeller: boolean): ContactField[] {
  const invalid: ContactField[] = []
  if (!values.name.trim()) invalid.push('name')
  if (!new RegExp(`^(?:${phonePattern})$`).test(values.phone.trim())) invalid.push('phone')
  if (!new RegExp(`^(?:${emailPattern})$`).test(values.email.trim())) invalid.push('email')
  if (needsSeller && !values.sellerSiteId) invalid.push('sellerSiteId')
  return invalid
}

export type Recipient = { toName: string; toEmail: string }

export function contactRequestBody(input: {
  siteName: string
  formSubmissionId: string
  car: Record<string, unknown>
  values: ContactValues
  recipient: Recipient
  sourceUrl: string
}) {
  const { car_images: _images, ...carWithoutImages } = input.car
  const { sellerSiteId: _seller, ...visitor } = input.values
  return {
    formName: `${input.siteName}CarContactForm`,
    formSubmissionId: input.formSubmissionId,
    values: { ...carWithoutImages, ...visitor, ...input.recipient, sourceUrl: input.sourceUrl },
  }
}

export type AttemptFailure = { attempt: number; status: number | null; error?: unknown }

const serverFields: Record<string, ContactField> = {
  'values.name': 'name',
  'values.phone': 'phone',
  'values.email': 'email',
  'values.toEmail': 'sellerSiteId',
  'values.toName': 'sellerSiteId',
}

/** The visitor's fields a 400 answer of the leads service names (`fields: { 'values.phone': … }`). */
export function refusedContactFields(answer: unknown): ContactField[] {
  const fields = (answer as { fields?: unknown } | null)?.fields
  if (typeof fields !== 'object' || fields === null) return []
  return [...new Set(Object.keys(fields).flatMap((key) => (serverFields[key] ? [serverFields[key]] : [])))]
}

/**
 * Sends until the server accepts (2xx), at most `attempts` times `delayMs` apart. Network errors
 * and 5xx answers are retried (the same formSubmissionId makes retries safe); a 4xx is final.
 */
export async function sendWithRetries<R extends { ok: boolean; status: number }>(
  send: () => Promise<R>,
  options: {
    attempts?: number
    delayMs?: number
    wait?: (ms: number) => Promise<void>
    onFailedAttempt?: (failure: AttemptFailure) => void
  } = {},
): Promise<{ ok: true; status: number } | { ok: false; status: number | null; response?: R }> {
  const attempts = options.attempts ?? contactRetry.attempts
  const delayMs = options.delayMs ?? contactRetry.delayMs
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  let status: number | null = null
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await send()
      if (response.ok) return { ok: true, status: response.status }
      status = response.status
      options.onFailedAttempt?.({ attempt, status })
      if (status >= 400 && status < 500) return { ok: false, status, response }
    } catch (error) {
      status = null
      options.onFailedAttempt?.({ attempt, status, error })
    }
    if (attempt < attempts) await wait(delayMs)
  }
  return { ok: false, status }
}
