'use client'
import type { TireVehicle } from './api'
import { secondaryButton } from './styles'
import { tireHotelTexts as texts } from './texts'
import { VehicleCard } from './VehicleCard'

/** LoggedIn (spec 03 §2.4): a card per vehicle of the agreement, and "Boka tid för annan bil". */
export function LoggedInView({
  vehicles,
  onBook,
  onOtherCar,
}: {
  vehicles: TireVehicle[]
  onBook: (regNo: string) => void
  onOtherCar: () => void
}) {
  return (
    <div className="grid gap-4" data-logged-in>
      {vehicles.map((vehicle) => (
        <VehicleCard key={vehicle.regNo} vehicle={vehicle} onBook={onBook} />
      ))}
      <div>
        <button type="button" onClick={onOtherCar} className={secondaryButton} data-other-car>
          {texts.otherCar}
        </button>
      </div>
    </div>
  )
}
