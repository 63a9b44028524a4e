/**
 * The one template filler: `{name}` placeholders (letters, digits, underscore, so the finance
 * disclaimers' `{1}` too) take the value of that name. A placeholder without a value stays as
 * written, so an editor sees a mistyped one on the page rather than losing words. Values arrive
 * formatted: a number is written as `String` writes it, and callers that want the site's locale
 * format it first (`Intl`).
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )
}
