import { headers } from 'next/headers'
import { CarDetailError } from './CarDetailError'
import { CarDetailView } from './CarDetailView'
import { CarNotFound } from './CarNotFound'
import { lookupCarDetail } from '@/services/search/car/load'
import { logger } from '@/lib/log/logger'
import type { BlockComponent } from '../types'

/**
 * The car detail page (spec 02 §2): the car named by the path below the page, its not-found view
 * (the route has already answered 404) or the error state. Route decisions live in ./route.ts.
 */
export const CarDetail: BlockComponent<'carDetail'> = async ({ block, context }) => {
  const host = (await headers()).get('host') ?? ''
  const result = await lookupCarDetail(context.site, context.remainingSegments, host)
  switch (result.kind) {
    case 'noId':
      return <CarNotFound context={context} keyphrase={null} recommendations={[]} />
    case 'noIndexes':
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
    case 'error':
      return <CarDetailError context={context} />
    case 'notFound':
      return (
        <CarNotFound
          context={context}
          keyphrase={result.keyphrase}
          recommendations={result.recommendations}
        />
      )
    case 'found':
      return (
        <CarDetailView context={context} detail={result} showSimilarCars={block.showSimilarCars !== false} />
      )
  }
}
