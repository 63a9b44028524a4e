/** Dealer-site buildings and kit pictures, drawn as SVG (generic shapes, no real logos). */
import type { KitCategory } from '@/services/search'

const facades = ['#d9dde2', '#e8e2d6', '#cfd8dc', '#dfe6e9', '#e3dcd3', '#d5d9e0', '#e6e6e6', '#d8e0d8']
const accents = ['#1f4e8c', '#2f6b4f', '#b3202a', '#3a3f47', '#6b4a34', '#1d6f8c', '#7a2f6b', '#8c6a1f']

export function drawSite(variant: number): string {
  const facade = facades[variant % facades.length]
  const accent = accents[variant % accents.length]
  const panes = Array.from(
    { length: 7 },
    (_, index) =>
      `<rect x="${170 + index * 95}" y="230" width="80" height="150" fill="#8fb0c8" opacity="0.85"/>`,
  ).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -110 1000 667" width="1200" height="800">
<rect y="-110" width="1000" height="667" fill="#bcd9ef"/><rect y="390" width="1000" height="170" fill="#8d9197"/>
<rect x="140" y="150" width="720" height="240" fill="${facade}"/><rect x="140" y="150" width="720" height="50" fill="${accent}"/>
<rect x="420" y="165" width="160" height="20" rx="4" fill="#ffffff" opacity="0.9"/>${panes}
<rect x="${60 + (variant % 3) * 10}" y="250" width="18" height="140" fill="#5b5f66"/><rect x="${40 + (variant % 3) * 10}" y="210" width="58" height="58" rx="8" fill="${accent}"/>
</svg>`
}

const glyphs: Record<KitCategory, string> = {
  exterior:
    '<path d="M300 320 L360 250 L640 250 L700 320 L720 360 L280 360 Z" fill="#3a3f47"/><circle cx="360" cy="365" r="30" fill="#17181a"/><circle cx="640" cy="365" r="30" fill="#17181a"/>',
  interior:
    '<rect x="380" y="180" width="90" height="170" rx="20" fill="#3a3f47"/><rect x="380" y="320" width="200" height="50" rx="16" fill="#3a3f47"/>',
  wheels:
    '<circle cx="500" cy="260" r="130" fill="#17181a"/><circle cx="500" cy="260" r="80" fill="#c3c7cc"/><circle cx="500" cy="260" r="20" fill="#6b6f75"/>',
  electronics:
    '<rect x="420" y="150" width="160" height="220" rx="18" fill="#3a3f47"/><path d="M510 190 L470 270 L505 270 L490 340 L540 250 L505 250 Z" fill="#f2c94c"/>',
  transport:
    '<rect x="300" y="220" width="400" height="80" rx="30" fill="#3a3f47"/><rect x="330" y="300" width="20" height="60" fill="#3a3f47"/><rect x="650" y="300" width="20" height="60" fill="#3a3f47"/>',
  care: '<rect x="440" y="180" width="120" height="190" rx="24" fill="#1f4e8c"/><rect x="470" y="140" width="60" height="50" rx="8" fill="#3a3f47"/>',
}

export function drawKit(category: KitCategory): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -110 1000 667" width="1200" height="800">
<rect y="-110" width="1000" height="667" fill="#f1f3f5"/><ellipse cx="500" cy="400" rx="260" ry="22" fill="#000" opacity="0.12"/>${glyphs[category]}
</svg>`
}
