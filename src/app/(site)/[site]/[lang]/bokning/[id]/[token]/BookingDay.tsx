import type { DayAvailability } from '@/services/workshop/free-times'
import { buttonClasses } from '@/ui/button/styles'

/** The free times of one day as choices, and the button that moves the booking to the chosen one. */
export function BookingDay({ action, day, label }: { action: string; day: DayAvailability; label: string }) {
  const choices = day.allDaySlotAvailable
    ? [{ value: 'heldag', text: 'Hela dagen, lämna bilen före 08:00' }]
    : day.availableSlots.map((time) => ({ value: time, text: `kl. ${time}` }))
  return (
    <form method="post" action={action} className="mt-6">
      <input type="hidden" name="action" value="move" />
      <input type="hidden" name="date" value={day.date} />
      <fieldset>
        <legend className="font-semibold">Lediga tider {label}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {choices.map((choice, index) => (
            <label
              key={choice.value}
              className="flex min-h-11 items-center gap-2 rounded border border-neutral-500 px-3 has-[:checked]:border-neutral-900 has-[:checked]:bg-neutral-100"
            >
              <input type="radio" name="time" value={choice.value} required defaultChecked={index === 0} />
              {choice.text}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={`${buttonClasses('Primary')} mt-4`}>
        Flytta till vald tid
      </button>
    </form>
  )
}
