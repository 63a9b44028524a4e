/** Disclaimer texts with placeholders (spec 02 §5 "Disclaimers"). */

/** Fills {1}, {2}, … with `values` in order; a placeholder without a value stays as written. */
export function fillNumbered(template: string, values: ReadonlyArray<string | number>): string {
  return template.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const value = values[Number(index) - 1]
    return value === undefined ? placeholder : String(value)
  })
}

/** Fills {name} placeholders from `values`; an unknown name stays as written. */
export function fillNamed(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([a-z_]+)\}/gi, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )
}
