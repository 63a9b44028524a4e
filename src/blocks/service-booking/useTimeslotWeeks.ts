import { useEffect, useRef, useState } from 'react'
import { loadTimeslots, type Day } from './api'
import { firstFreeWeek, groupByWeek, nextDay, todayInStockholm } from './format'

/** Week tabs shown at once (spec 03 §9). */
export const weekTabs = 4

/**
 * The time picker's weeks (spec 03 §2.2, §9): four weeks of free times loaded at first, opening on
 * the first week with a free time; choosing the last loaded week loads the next four weeks. `first`
 * is the first of the four tabs shown, `selected` the week shown.
 */
export function useTimeslotWeeks(registration: string, departmentId: string, codesKey: string) {
  const [days, setDays] = useState<Day[]>([])
  const [loading, setLoading] = useState(true)
  const [first, setFirst] = useState(0)
  const [selected, setSelected] = useState(0)
  const loadedUntil = useRef<string | null>(null)

  const load = async (from: string) => {
    setLoading(true)
    const more = await loadTimeslots(registration, departmentId, from, codesKey.split(','))
    setLoading(false)
    if (more.length === 0) return
    loadedUntil.current = more.at(-1)!.date
    setDays((current) => [...current, ...more.filter((day) => day.date > (current.at(-1)?.date ?? ''))])
  }

  useEffect(() => {
    let cancelled = false
    loadTimeslots(registration, departmentId, todayInStockholm(), codesKey.split(',')).then((loaded) => {
      if (cancelled) return
      setDays(loaded)
      // The picker opens on the first week with a free time (late in a week, or with this week's
      // times taken, the current week has none); the earlier weeks stay a tab away.
      const opening = Math.max(0, firstFreeWeek(loaded))
      setSelected(opening)
      setFirst(Math.max(0, opening - weekTabs + 1))
      loadedUntil.current = loaded.at(-1)?.date ?? null
      setLoading(false)
    })
    return () => {
      cancelled = true
    }
  }, [registration, departmentId, codesKey])

  const weeks = groupByWeek(days)

  const select = (index: number) => {
    setSelected(index)
    if (index < first) setFirst(index)
    if (index >= first + weekTabs) setFirst(index - weekTabs + 1)
    // Near the end of what is loaded: the next four weeks.
    if (index >= weeks.length - 1 && !loading && loadedUntil.current) void load(nextDay(loadedUntil.current))
  }

  return { days, loading, weeks, first, selected, select }
}
