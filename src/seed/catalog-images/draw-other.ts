/** Dealer-site buildings and kit pictures, drawn as SVG (generic shapes, no real logos). */
import type { KitPicture } from '@/services/search'

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

const dark = '#3a3f47'
const black = '#17181a'
const metal = '#8d949c'
const light = '#c3c7cc'
const yellow = '#f2c94c'
const blue = '#1f4e8c'

/** A complete wheel: tyre with tread marks (winter) or smooth (summer), and a five-spoke rim. */
function wheel(cx: number, cy: number, studded: boolean): string {
  const spokes = Array.from({ length: 5 }, (_, index) => {
    const angle = (index * 72 * Math.PI) / 180
    const x = Math.round(cx + Math.sin(angle) * 70)
    const y = Math.round(cy - Math.cos(angle) * 70)
    return `<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}" stroke="${metal}" stroke-width="16"/>`
  }).join('')
  const tread = studded
    ? Array.from({ length: 12 }, (_, index) => {
        const angle = (index * 30 * Math.PI) / 180
        return `<circle cx="${Math.round(cx + Math.sin(angle) * 112)}" cy="${Math.round(cy - Math.cos(angle) * 112)}" r="6" fill="${light}"/>`
      }).join('')
    : ''
  return `<circle cx="${cx}" cy="${cy}" r="125" fill="${black}"/>${tread}<circle cx="${cx}" cy="${cy}" r="85" fill="${light}"/>${spokes}<circle cx="${cx}" cy="${cy}" r="18" fill="${dark}"/>`
}

const bolt = (x: number) =>
  `<rect x="${x}" y="180" width="70" height="70" rx="10" fill="${metal}"/><rect x="${x + 20}" y="250" width="30" height="120" fill="${light}"/>`

const glyphs: Record<KitPicture, string> = {
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
  towbar: `<rect x="300" y="330" width="400" height="40" rx="10" fill="${dark}"/><path d="M480 330 L480 250 Q480 200 530 200 L560 200" stroke="${metal}" stroke-width="34" fill="none"/><circle cx="585" cy="200" r="42" fill="${metal}"/>`,
  wiring: `<rect x="430" y="190" width="140" height="140" rx="70" fill="${dark}"/><circle cx="500" cy="260" r="50" fill="${light}"/>${[0, 1, 2, 3, 4, 5, 6].map((index) => `<circle cx="${500 + Math.round(Math.sin(index * 0.9) * 30)}" cy="${260 - Math.round(Math.cos(index * 0.9) * 30)}" r="7" fill="${black}"/>`).join('')}<path d="M500 330 Q500 380 620 380" stroke="${black}" stroke-width="14" fill="none"/>`,
  'roof-bars': `<rect x="260" y="200" width="480" height="28" rx="12" fill="${metal}"/><rect x="260" y="300" width="480" height="28" rx="12" fill="${metal}"/><rect x="290" y="190" width="30" height="150" fill="${dark}"/><rect x="680" y="190" width="30" height="150" fill="${dark}"/>`,
  'roof-box': `<path d="M270 330 Q300 200 520 190 Q720 190 740 330 Z" fill="${black}"/><rect x="260" y="330" width="490" height="24" rx="10" fill="${dark}"/><rect x="470" y="240" width="90" height="14" rx="7" fill="${metal}"/>`,
  'mud-flaps': `<path d="M340 160 L440 160 L450 370 L330 370 Z" fill="${black}"/><path d="M560 160 L660 160 L670 370 L550 370 Z" fill="${black}"/><rect x="360" y="320" width="60" height="14" fill="${metal}"/><rect x="580" y="320" width="60" height="14" fill="${metal}"/>`,
  'sill-guard': `<rect x="260" y="250" width="480" height="70" rx="14" fill="${metal}"/><rect x="260" y="320" width="480" height="40" rx="10" fill="${dark}"/>${[0, 1, 2, 3, 4, 5].map((index) => `<rect x="${300 + index * 75}" y="270" width="40" height="30" rx="6" fill="${light}"/>`).join('')}`,
  'floor-mats': `<rect x="300" y="150" width="180" height="230" rx="30" fill="${black}"/><rect x="520" y="150" width="180" height="230" rx="30" fill="${black}"/>${[0, 1, 2, 3].map((index) => `<rect x="320" y="${180 + index * 50}" width="140" height="14" fill="${dark}"/><rect x="540" y="${180 + index * 50}" width="140" height="14" fill="${dark}"/>`).join('')}`,
  'boot-mat': `<path d="M280 370 L330 170 L670 170 L720 370 Z" fill="${black}"/><path d="M320 340 L355 200 L645 200 L680 340 Z" fill="${dark}"/>`,
  'cargo-net': `<rect x="300" y="160" width="400" height="220" fill="none" stroke="${dark}" stroke-width="12"/>${[1, 2, 3, 4, 5, 6, 7].map((index) => `<line x1="${300 + index * 50}" y1="160" x2="${300 + index * 50}" y2="380" stroke="${dark}" stroke-width="6"/>`).join('')}${[1, 2, 3].map((index) => `<line x1="300" y1="${160 + index * 55}" x2="700" y2="${160 + index * 55}" stroke="${dark}" stroke-width="6"/>`).join('')}`,
  'dog-guard': `<path d="M300 380 L300 200 Q500 120 700 200 L700 380" fill="none" stroke="${metal}" stroke-width="16"/>${[0, 1, 2, 3, 4, 5, 6].map((index) => `<line x1="${350 + index * 50}" y1="175" x2="${350 + index * 50}" y2="380" stroke="${metal}" stroke-width="10"/>`).join('')}`,
  'storage-box': `<rect x="300" y="210" width="400" height="170" rx="14" fill="${dark}"/><rect x="290" y="180" width="420" height="44" rx="12" fill="${black}"/><rect x="460" y="250" width="80" height="22" rx="11" fill="${light}"/>`,
  'winter-wheels': wheel(500, 260, true),
  'summer-wheels': `${wheel(500, 260, false)}<circle cx="680" cy="140" r="40" fill="${yellow}"/>`,
  'wheel-bolts': `${bolt(340)}${bolt(465)}${bolt(590)}`,
  hubcaps: `<circle cx="500" cy="260" r="140" fill="${light}"/><circle cx="500" cy="260" r="110" fill="none" stroke="${metal}" stroke-width="10"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((index) => `<rect x="490" y="160" width="20" height="70" rx="6" fill="${metal}" transform="rotate(${index * 45} 500 260)"/>`).join('')}<circle cx="500" cy="260" r="28" fill="${dark}"/>`,
  'charging-cable': `<path d="M330 330 Q330 160 500 200 Q650 240 650 150" stroke="${black}" stroke-width="22" fill="none"/><rect x="290" y="320" width="80" height="70" rx="16" fill="${blue}"/><rect x="620" y="100" width="70" height="70" rx="35" fill="${blue}"/>`,
  wallbox: `<rect x="400" y="130" width="200" height="240" rx="24" fill="${light}" stroke="${dark}" stroke-width="10"/><rect x="440" y="170" width="120" height="40" rx="8" fill="${blue}"/><path d="M505 230 L470 300 L500 300 L485 350 L530 280 L500 280 Z" fill="${yellow}"/><path d="M600 330 Q680 330 680 390" stroke="${black}" stroke-width="16" fill="none"/>`,
  'mobile-charger': `<rect x="300" y="230" width="160" height="110" rx="18" fill="${dark}"/><rect x="330" y="255" width="100" height="24" rx="6" fill="${yellow}"/><path d="M460 285 Q560 285 580 220 Q600 160 680 170" stroke="${black}" stroke-width="16" fill="none"/><rect x="660" y="140" width="60" height="60" rx="30" fill="${blue}"/>`,
  'parking-sensors': `<rect x="260" y="300" width="480" height="70" rx="30" fill="${dark}"/>${[0, 1, 2, 3].map((index) => `<circle cx="${330 + index * 113}" cy="335" r="16" fill="${light}"/>`).join('')}${[0, 1, 2].map((index) => `<path d="M${400 - index * 40} ${250 - index * 40} Q500 ${200 - index * 40} ${600 + index * 40} ${250 - index * 40}" stroke="${blue}" stroke-width="10" fill="none"/>`).join('')}`,
  'reversing-camera': `<rect x="330" y="130" width="340" height="200" rx="18" fill="${dark}"/><rect x="350" y="150" width="300" height="160" fill="#8fb0c8"/><path d="M420 310 L470 210 L530 210 L580 310" fill="none" stroke="${yellow}" stroke-width="8"/><rect x="470" y="330" width="60" height="50" fill="${dark}"/>`,
  'bike-carrier': `<rect x="280" y="350" width="440" height="24" rx="10" fill="${dark}"/>${[0, 1].map((index) => `<circle cx="${360 + index * 280}" cy="280" r="70" fill="none" stroke="${black}" stroke-width="14"/>`).join('')}<path d="M360 280 L450 200 L560 200 L640 280 M450 200 L500 280 L560 200" stroke="${blue}" stroke-width="12" fill="none"/>`,
  'roof-bike-carrier': `<rect x="260" y="340" width="480" height="26" rx="12" fill="${metal}"/><rect x="290" y="366" width="28" height="30" fill="${dark}"/><rect x="682" y="366" width="28" height="30" fill="${dark}"/>${[0, 1].map((index) => `<circle cx="${370 + index * 260}" cy="260" r="65" fill="none" stroke="${black}" stroke-width="14"/>`).join('')}<path d="M370 260 L450 190 L550 190 L630 260 M450 190 L500 260 L550 190" stroke="${blue}" stroke-width="12" fill="none"/>`,
}

export function drawKit(picture: KitPicture): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -110 1000 667" width="1200" height="800">
<rect y="-110" width="1000" height="667" fill="#f1f3f5"/><ellipse cx="500" cy="400" rx="260" ry="22" fill="#000" opacity="0.12"/>${glyphs[picture]}
</svg>`
}
