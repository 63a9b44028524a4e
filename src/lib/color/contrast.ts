/** WCAG contrast ratio of two opaque colours, as `#rrggbb` or computed CSS `rgb(…)`/`rgba(…)`. */
export function contrastRatio(a: string, b: string): number {
  const channels = (color: string) =>
    color.startsWith('#')
      ? [1, 3, 5].map((start) => Number.parseInt(color.slice(start, start + 2), 16))
      : (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
  const luminance = (color: string) => {
    const [r, g, b] = channels(color).map((value) => {
      const channel = value / 255
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}
