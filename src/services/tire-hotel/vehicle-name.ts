/**
 * A stored car's title: the brand, then the model, the brand never twice ("Polestar 2", not
 * "Polestar Polestar 2"), as the catalogue names models (decisions: "One typed table of real cars").
 * Pure: the seed composes titles with it and the flow reads stored ones through it.
 */
export function vehicleName(brand: string, model: string): string {
  const words = model.trim().split(/\s+/)
  const brandWords = brand.trim().split(/\s+/)
  const repeats = brandWords.every((word, index) => words[index]?.toLowerCase() === word.toLowerCase())
  return repeats ? model.trim() : `${brand.trim()} ${model.trim()}`.trim()
}

/** A stored title with the brand written twice at its start ("Polestar Polestar 2") written once. */
export function withoutRepeatedBrand(name: string, brand: string): string {
  const twice = `${brand.trim()} ${brand.trim()} `
  return name.toLowerCase().startsWith(twice.toLowerCase()) ? name.slice(brand.trim().length + 1) : name
}
