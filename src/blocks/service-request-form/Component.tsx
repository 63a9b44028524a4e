import { carServiceTypes, motorcycleServiceTypes } from '@/lib/forms/lead-fields'
import { logger } from '@/lib/log/logger'
import { serviceDealers } from '@/services/leads/forms/service-dealers'
import { FormSection } from '@/ui/lead-form/FormSection'
import type { BlockComponent } from '../types'
import { ServiceRequestFormIsland } from './ServiceRequestForm.lazy'
import { serviceRequestTexts } from './texts'

/**
 * Spec 03 §2.6: the Norwegian service request form. The dealers come from the site's sites index
 * (the leads service checks the chosen one against the same index).
 */
export const ServiceRequestForm: BlockComponent<'serviceRequestForm'> = async ({ block, context }) => {
  const typeMC = block.variant === 'motorcycle'
  const dealerId = block.motorcycleDealerId?.trim() ?? ''
  const dealers = await serviceDealers(context.site, typeMC ? { typeMC, dealerId } : { typeMC })
  if (dealers.length === 0)
    logger.warn(
      { code: 'SERVICE_REQUEST_NO_DEALERS', site: context.site.name, variant: block.variant, dealerId },
      'service request form has no dealers',
    )
  return (
    <FormSection block={block} name="service-request-form">
      {dealers.length === 0 ? (
        <p>{serviceRequestTexts.noDealers}</p>
      ) : (
        <ServiceRequestFormIsland
          siteName={context.site.name}
          dealers={dealers}
          serviceTypes={typeMC ? motorcycleServiceTypes : carServiceTypes}
          typeMC={typeMC}
        />
      )}
    </FormSection>
  )
}
