/**
 * A form post's retry policy (spec 02 §7: 3 attempts, 1 s apart), shared by the lead forms. The
 * same formSubmissionId on every attempt makes retries safe.
 */
export const contactRetry = { attempts: 3, delayMs: 1000 } as const

export type AttemptFailure = { attempt: number; status: number | null; error?: unknown }

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
