'use client'
import dynamic from 'next/dynamic'

/**
 * The booking flow in its mechanic-mate presentation, drawn in the browser only: it resumes the
 * session's `mechmate-store`, which the server cannot know. Its place is kept while it loads.
 */
export const MechanicMateIsland = dynamic(
  () => import('../ServiceBooking.client').then((module) => module.ServiceBooking),
  { ssr: false, loading: () => <div className="min-h-[28rem]" aria-hidden="true" data-mechmate-loading /> },
)
