import 'server-only'
import { cache } from 'react'

/**
 * Next renders a segment's not-found.tsx into the payload of every response in that segment, in
 * case the page calls notFound(): our not-found page is a whole page (chrome and blocks), so every
 * page would carry a second, unseen page. The page route settles this per-request outcome once it
 * knows whether the page exists; not-found.tsx renders the site's not-found page only when it does
 * not, and nothing otherwise. An outcome nobody settles counts as missing after a while, so the
 * not-found view can never hang a response.
 */
const outcome = cache(() => {
  let settle!: (missing: boolean) => void
  const missing = new Promise<boolean>((resolve) => {
    const fallback = setTimeout(() => resolve(true), 10_000)
    fallback.unref()
    settle = (value) => {
      clearTimeout(fallback)
      resolve(value)
    }
  })
  return { missing, settle }
})

const isNotFoundError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { digest?: unknown }).digest === 'NEXT_HTTP_ERROR_FALLBACK;404'

/** Runs the page's route decisions and records whether they ended in notFound(). */
export async function settlePageOutcome<T>(decide: () => Promise<T>): Promise<T> {
  try {
    const decided = await decide()
    outcome().settle(false)
    return decided
  } catch (error) {
    outcome().settle(isNotFoundError(error))
    throw error
  }
}

/** True when the page route of this request called notFound(). */
export const pageIsMissing = (): Promise<boolean> => outcome().missing
