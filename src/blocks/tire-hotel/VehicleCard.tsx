import { seasonOfPattern, treadStatus } from '@/services/tire-hotel/tread'
import { vehicleName } from '@/services/tire-hotel/vehicle-name'
import type { TireOnFile, TireVehicle } from './api'
import { primaryButton } from './styles'
import { fill } from '@/lib/i18n/fill'
import { tireHotelTexts as texts } from './texts'

/** Spec 03 §8: a tire with threadStatusId 1 is worn; the card then recommends a tire change. */
export const hasWornTires = (vehicle: TireVehicle) =>
  vehicle.tires.some((tire) => tire.wheel.threadStatusId === 1)

/**
 * Whether a tire of the car is below the legal tread depth of its season (decisions: "Tread status
 * by the legal limit"): the notice then says the tires must be changed, not only that it is advised.
 */
export const hasTiresBelowLegal = (vehicle: TireVehicle) =>
  vehicle.tires.some(
    ({ wheel }) =>
      wheel.threadDepth !== null &&
      treadStatus(wheel.threadDepth, seasonOfPattern(wheel.threadPattern ?? '')).required,
  )

/** "225/45 R17", from what the storage recorded. */
export function tireSize(wheel: TireOnFile['wheel']): string {
  const profile = [wheel.sectionWidth, wheel.aspectRatio].filter((part) => part !== null).join('/')
  return [profile, wheel.rimDiameter === null ? '' : `R${wheel.rimDiameter}`].filter(Boolean).join(' ')
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The station's contact for the worn-tire notice: its mail, else its phone. */
const stationContact = (vehicle: TireVehicle) =>
  vehicle.location.email
    ? `mailto:${vehicle.location.email}`
    : vehicle.location.phone
      ? telHref(vehicle.location.phone)
      : null

/** The station's phone and mail as links, as far as it has them. */
export function StationLinks({ location }: { location: TireVehicle['location'] }) {
  return (
    <>
      {location.phone ? (
        <a href={telHref(location.phone)} className="whitespace-nowrap underline">
          {location.phone}
        </a>
      ) : null}
      {location.phone && location.email ? ', ' : null}
      {location.email ? (
        <a href={`mailto:${location.email}`} className="whitespace-nowrap underline">
          {location.email}
        </a>
      ) : null}
    </>
  )
}

/** One vehicle of the agreement (spec 03 §2.4 "Ditt fordon"): its tires, station and package, and "Boka hjulskifte". */
export function VehicleCard({ vehicle, onBook }: { vehicle: TireVehicle; onBook: (regNo: string) => void }) {
  const contact = stationContact(vehicle)
  const title = vehicle.name ?? vehicleName(vehicle.brand, vehicle.model)
  return (
    <article
      aria-labelledby={`tire-vehicle-${vehicle.regNo}`}
      className="grid gap-4 rounded-md border border-neutral-300 p-4"
      data-vehicle={vehicle.regNo}
    >
      <h3 id={`tire-vehicle-${vehicle.regNo}`} className="text-lg font-semibold">
        {title} <span className="font-normal tracking-wider">{vehicle.regNo}</span>
      </h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{texts.package}</dt>
        <dd data-package>{vehicle.packageLevel ?? '–'}</dd>
        <dt className="font-semibold">{texts.station}</dt>
        <dd data-station>
          {vehicle.location.locationName}
          {vehicle.location.phone || vehicle.location.email ? ', ' : null}
          <StationLinks location={vehicle.location} />
        </dd>
      </dl>
      {hasWornTires(vehicle) ? (
        <div className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3" data-worn-notice>
          <p>{hasTiresBelowLegal(vehicle) ? texts.wornRequiredNotice : texts.wornNotice}</p>
          {contact ? (
            <a href={contact} className="font-semibold underline">
              {texts.contactWorkshop}
            </a>
          ) : null}
        </div>
      ) : null}
      {/* Tread depth and status come first, so a phone shows them beside the position (under the
          worn-tire notice they are what matters); the rest wraps, and what still does not fit
          scrolls sideways, focusable so the keyboard can scroll it too (docs/decisions.md, "Tire hotel"). */}
      <div
        role="region"
        aria-labelledby={`tire-vehicle-${vehicle.regNo}-tires`}
        tabIndex={0}
        className="overflow-x-auto"
      >
        <table className="w-full text-left text-sm" data-tires>
          <caption
            id={`tire-vehicle-${vehicle.regNo}-tires`}
            className="mb-2 text-left text-base font-semibold"
          >
            {texts.tiresHeading}
          </caption>
          <thead>
            <tr className="border-b border-neutral-300">
              {[texts.position, texts.treadDepth, texts.treadStatus, texts.tire, texts.size].map((label) => (
                <th key={label} scope="col" className="py-1 pr-3">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vehicle.tires.map((tire) => (
              <tr
                key={tire.equipmentPosition}
                className="border-b border-neutral-200"
                data-tire={tire.equipmentPosition}
                data-worn={tire.wheel.threadStatusId === 1 || undefined}
              >
                <th scope="row" className="py-1 pr-3 font-normal">
                  {tire.equipmentPosition}
                </th>
                <td className="py-1 pr-3 whitespace-nowrap" data-tread-depth>
                  {tire.wheel.threadDepth === null
                    ? '–'
                    : fill(texts.millimetres, { n: tire.wheel.threadDepth })}
                </td>
                <td
                  className={`py-1 pr-3 ${tire.wheel.threadStatusId === 1 ? 'font-semibold text-red-800' : ''}`}
                  data-tread-status
                >
                  {tire.wheel.threadStatusMessage ?? '–'}
                </td>
                <td className="py-1 pr-3">
                  {tire.wheel.name}
                  {tire.wheel.threadPattern ? (
                    <span className="block text-neutral-700">{tire.wheel.threadPattern}</span>
                  ) : null}
                </td>
                <td className="py-1">{tireSize(tire.wheel)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <button
          type="button"
          onClick={() => onBook(vehicle.regNo)}
          className={primaryButton}
          data-book-wheel-change={vehicle.regNo}
        >
          {texts.bookWheelChange}
        </button>
      </div>
    </article>
  )
}
