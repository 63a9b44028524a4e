import { headers } from 'next/headers'
import { CarDetailError } from './CarDetailError'
import { CarDetailView } from './CarDetailView'
import { CarNotFound } from './CarNotFound'
import { catalogIndexes, loadCarDetail } from './load'
import { keyphraseFromSlug, parseDetailPath } from './path'
import { logger } from '@/lib/log/logger'
import type { BlockComponent } from '../types'

/**
 * The car detail page (spec 02 §2): the car named by the path below the page, its not-found view
 * (the route has already answered 404) or the error state. Route decisions live in ./routing.ts.
 */
export const CarDetail: BlockComponent<'carDetail'> = async ({ block, context }) => {
  const path = parseDetailPath(context.remainingSegments)
  if (!path) return <CarNotFound context={context} keyphrase={null} recommendations={[]} />
  const host = (await headers()).get('host') ?? ''
  const indexes = catalogIndexes(context.site)
  if (!indexes) {
    logger.error(
      {
        code: 'GET_SERVER_SIDE_PROPS_FAILED',
        time: new Date().toISOString(),
        host,
        component: 'CarDetail',
        reason: 'site has no catalog indexes',
      },
      'car detail cannot load',
    )
    return <CarDetailError context={context} />
  }
  const result = await loadCarDetail(
    indexes.vehicleIndex,
    indexes.siteIndex,
    path.id,
    keyphraseFromSlug(path.slug),
    host,
  )
  if (result.kind === 'error') return <CarDetailError context={context} />
  if (result.kind === 'notFound')
    return (
      <CarNotFound context={context} keyphrase={result.keyphrase} recommendations={result.recommendations} />
    )
  return <CarDetailView context={context} detail={result} showSimilarCars={block.showSimilarCars !== false} />
}
