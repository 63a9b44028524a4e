/** Handler cores of /api/places/* (src/app/api/places): bad input 400 with field messages, never a 500. */
import 'server-only'
import { z } from 'zod'
import { fieldErrors, invalidRequest } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { placesProvider } from './index'

const autocompleteQuery = z.object({
  input: z.string().trim().min(1, 'Type part of a place name').max(80),
  limit: z.coerce.number().int().min(1).max(10).optional().default(5),
})
const placeQuery = z.object({ placeId: z.string().trim().min(1).max(60) })
const nearestQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
})

const cacheable = { 'Cache-Control': 'public, max-age=3600' }

async function answer<T>(
  schema: z.ZodType<T>,
  query: URLSearchParams,
  work: (input: T) => Promise<Response>,
) {
  const input = schema.safeParse(Object.fromEntries(query))
  if (!input.success) return invalidRequest(fieldErrors(input.error.issues))
  try {
    return await work(input.data)
  } catch (error) {
    logger.error({ code: 'PLACES_FAILED', err: error }, 'places lookup failed')
    return Response.json({ error: 'Places are unavailable' }, { status: 503 })
  }
}

/** GET /api/places/autocomplete?input=upp → { predictions: Place[] } */
export const handleAutocomplete = (query: URLSearchParams) =>
  answer(autocompleteQuery, query, async ({ input, limit }) =>
    Response.json({ predictions: await placesProvider().autocomplete(input, limit) }, { headers: cacheable }),
  )

/** GET /api/places/place?placeId=geonames:2666199 → Place, or 404 */
export const handlePlace = (query: URLSearchParams) =>
  answer(placeQuery, query, async ({ placeId }) => {
    const place = await placesProvider().place(placeId)
    return place
      ? Response.json(place, { headers: cacheable })
      : Response.json({ error: 'Unknown place' }, { status: 404 })
  })

/** GET /api/places/nearest?lat&lng → the nearest Swedish town, or 404 outside Sweden */
export const handleNearest = (query: URLSearchParams) =>
  answer(nearestQuery, query, async (position) => {
    const place = await placesProvider().nearest(position)
    return place ? Response.json(place) : Response.json({ error: 'No Swedish place near' }, { status: 404 })
  })
