import type { BlockContext } from '../types'
import { mediaUrl } from '@/services/content/site-context'
import { foldText } from '@/services/search/query/text'
import { siteTimeZone } from '@/services/stories/dates'
import { Department, type DepartmentTexts } from './Department'
import type { FacilityDepartment } from './facility'

/** Spec 02 §2: brand logos come from the first 65 CMS brand items (the footer's brands). */
const brandItemsUsed = 65

/** The brand logos of the page's footer block, by folded brand name ("Škoda" finds "Skoda"). */
function brandLogos(page: BlockContext['page']): (brandName: string) => string | undefined {
  const footer = page.footer?.find((block) => block.blockType === 'footer')
  const logos = new Map<string, string>()
  for (const brand of (footer?.blockType === 'footer' ? (footer.brands ?? []) : []).slice(
    0,
    brandItemsUsed,
  )) {
    const logo = mediaUrl(brand.logo)
    if (logo) logos.set(foldText(brand.name), logo)
  }
  return (brandName) => logos.get(foldText(brandName))
}

/** The facility's departments (spec 02 §2), each with its status now in the site's time zone. */
export function DepartmentsSection({
  departments,
  context,
  t,
}: {
  departments: FacilityDepartment[]
  context: BlockContext
  t: (key: string) => string
}) {
  if (!departments.length) return null
  const { site, language, page } = context
  const timeZone = siteTimeZone(site)
  const now = new Date()
  const texts: DepartmentTexts = {
    phone: t('facilityPhone'),
    email: t('facilityEmail'),
    openingHours: t('facilityOpeningHours'),
    deviationDays: t('facilityDeviationDays'),
    brands: t('facilityBrands'),
    staff: t('facilityStaff'),
    status: {
      openNow: t('facilityOpenNow'),
      closesAt: t('facilityClosesAt'),
      closed: t('facilityClosed'),
      opensAt: t('facilityOpensAt'),
      opensTodayAt: t('facilityOpensTodayAt'),
    },
  }
  const logoOf = brandLogos(page)
  return (
    <section aria-labelledby="departments-heading" className="mt-10">
      <h2 id="departments-heading" className="font-heading text-2xl">
        {t('facilityDepartments')}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2" data-departments>
        {departments.map((department, position) => (
          <Department
            key={`${position}-${department.name}`}
            department={department}
            now={now}
            timeZone={timeZone}
            market={site.market}
            locale={language.intlLocale}
            texts={texts}
            logoOf={logoOf}
          />
        ))}
      </ul>
    </section>
  )
}
