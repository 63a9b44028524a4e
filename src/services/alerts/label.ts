/**
 * What an alert watches, in words, given by the server for every kind so the manage page renders
 * kinds it does not know ("Saved searches: pages"). Pure.
 */
const intlLocales: Record<string, string> = { sv: 'sv-SE', nb: 'nb-NO', fi: 'fi-FI', sk: 'sk-SK' }

/**
 * A saved search as words: its filter values (a hierarchy's last level), ranges as "from – to" and
 * the keyphrase in quotes. A watched car by its title, another kind by its car.
 */
export function alertLabel(
  alert: { kind: string; query: unknown; carId?: unknown },
  language: string,
): string {
  if (alert.kind === 'car') {
    // A watched car keeps its title as it was when the watch began (car-watch.ts).
    const { car } = (alert.query ?? {}) as { car?: { title?: string } }
    return car?.title || String(alert.carId ?? alert.kind)
  }
  if (alert.kind !== 'search') return String(alert.carId ?? alert.kind)
  const { filters = {}, keyphrase } = (alert.query ?? {}) as {
    filters?: Record<string, unknown[]>
    keyphrase?: string | null
  }
  const number = new Intl.NumberFormat(intlLocales[language] ?? 'en-GB', { maximumFractionDigits: 0 })
  const parts = Object.values(filters).flatMap((values) => {
    if (values.length === 2 && values.every((value) => typeof value === 'number'))
      return [`${number.format(values[0] as number)} – ${number.format(values[1] as number)}`]
    const leaves = values
      .map(String)
      .filter((value) => !values.some((other) => String(other).startsWith(`${value}>`)))
    return leaves.map((value) => value.split('>').at(-1)!)
  })
  if (keyphrase?.trim()) parts.push(`“${keyphrase.trim()}”`)
  return parts.join(', ')
}
