import { kitTextsOf } from '../texts'
import { localisedPath } from '@/lib/site/languages'
import type { BlockComponent } from '../../types'
import { VehicleSelectorIsland } from './VehicleSelector.lazy'

/** Spec 02 §2 parts-kit vehicle selector: manufacturer, model and type year, then the kit catalogue. */
export const KitVehicleSelector: BlockComponent<'kitVehicleSelector'> = async ({ block, context }) => {
  const { site, language, dictionary } = context
  const index = site.catalog?.kitVehicleIndex
  if (!index) return null
  return (
    <section data-block="kit-vehicle-selector" className="mx-auto w-full max-w-3xl px-4 py-8">
      {block.heading ? <h2 className="mb-2 text-2xl">{block.heading}</h2> : null}
      {block.text ? <p className="mb-4">{block.text}</p> : null}
      <VehicleSelectorIsland
        index={index}
        action={localisedPath(site, language.code, block.cataloguePath)}
        texts={kitTextsOf(dictionary)}
      />
    </section>
  )
}
