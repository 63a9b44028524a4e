import type { LinkedVehicle } from '@/services/search/car/car'
import { carDetailHref } from '@/ui/vehicle/card-fields'

/** A sample car's trim package and links to its other packages (spec 02 §2). */
export function TrimPackage({
  trimPackage,
  linkedVehicles,
  detailBase,
  t,
}: {
  trimPackage: string
  linkedVehicles: LinkedVehicle[]
  detailBase: string
  t: (key: string) => string
}) {
  return (
    <div data-trim-package>
      <p>
        {t('carDetailTrimPackage')}: <strong>{trimPackage}</strong>
      </p>
      {linkedVehicles.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-2" aria-label={t('carDetailOtherPackages')}>
          {linkedVehicles.map((link) => (
            <li key={link.id}>
              <a
                href={carDetailHref(detailBase, { car_id: link.id, slug: link.slug })}
                className="inline-flex min-h-11 items-center rounded-full px-3 ring-1 ring-neutral-400"
                data-package-link
              >
                {link.packageName || link.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
