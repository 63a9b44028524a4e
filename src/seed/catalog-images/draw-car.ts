/**
 * Draws a car in profile as SVG: the silhouette follows the body type, the paint the colour,
 * and the view chooses the setting (studio, street, showroom, evening) and the direction.
 * Pure, so the same file name always gives the same picture.
 */
import { palette, type BodyCode, type ColorCode } from '@/services/search'

type Shape = {
  nose: number
  tail: number
  /** Top of the body below the windows. */
  belt: number
  roof: number
  /** Bottom of the body: higher on an SUV or a pickup, which stand higher off the ground. */
  sill: number
  /** Foot of the windscreen, top of the windscreen, end of the roof, foot of the rear window. */
  screen: number
  roofFront: number
  roofRear: number
  rearScreen: number
  wheel: number
  /** A pickup's open load bed behind the cab. */
  bed?: boolean
  /** A roadster or convertible with the top down: a windscreen and headrests, no roof. */
  open?: boolean
}

// Coordinates on a 1000 × 500 stage; the ground is at y = 430. Lengths follow the bodies' real
// proportions: an estate is long with its roof to the tail, a hatchback short with a steep tail,
// a saloon has a boot below its rear window, an SUV stands tall and high off the ground.
export const shapes: Record<BodyCode, Shape> = {
  sedan: {
    nose: 110,
    tail: 890,
    belt: 300,
    roof: 205,
    sill: 385,
    screen: 380,
    roofFront: 470,
    roofRear: 640,
    rearScreen: 745,
    wheel: 52,
  },
  suv: {
    nose: 140,
    tail: 860,
    belt: 252,
    roof: 132,
    sill: 356,
    screen: 340,
    roofFront: 430,
    roofRear: 790,
    rearScreen: 845,
    wheel: 66,
  },
  hatchback: {
    nose: 190,
    tail: 810,
    belt: 295,
    roof: 190,
    sill: 385,
    screen: 380,
    roofFront: 470,
    roofRear: 720,
    rearScreen: 800,
    wheel: 52,
  },
  wagon: {
    nose: 90,
    tail: 910,
    belt: 300,
    roof: 200,
    sill: 388,
    screen: 370,
    roofFront: 455,
    roofRear: 865,
    rearScreen: 900,
    wheel: 52,
  },
  coupe: {
    nose: 110,
    tail: 890,
    belt: 310,
    roof: 222,
    sill: 392,
    screen: 400,
    roofFront: 500,
    roofRear: 590,
    rearScreen: 820,
    wheel: 54,
  },
  convertible: {
    nose: 180,
    tail: 820,
    belt: 318,
    roof: 262,
    sill: 394,
    screen: 440,
    roofFront: 500,
    roofRear: 620,
    rearScreen: 640,
    wheel: 52,
    open: true,
  },
  van: {
    nose: 90,
    tail: 910,
    belt: 290,
    roof: 110,
    sill: 370,
    screen: 220,
    roofFront: 300,
    roofRear: 905,
    rearScreen: 910,
    wheel: 56,
  },
  pickup: {
    nose: 100,
    tail: 900,
    belt: 272,
    roof: 150,
    sill: 358,
    screen: 330,
    roofFront: 410,
    roofRear: 560,
    rearScreen: 580,
    wheel: 64,
    bed: true,
  },
}

const settings = [
  { sky: ['#f4f5f7', '#dfe3e8'], floor: '#c9ced6', shadow: 0.35 },
  { sky: ['#8fc3ea', '#d9ecf8'], floor: '#7b8087', shadow: 0.45 },
  { sky: ['#e9e4dc', '#f8f6f2'], floor: '#d6d0c6', shadow: 0.3 },
  { sky: ['#25324a', '#e39b6a'], floor: '#3a3f47', shadow: 0.55 },
]

function shade(hex: string, amount: number): string {
  const channel = (offset: number) =>
    Math.max(0, Math.min(255, Math.round(parseInt(hex.slice(offset, offset + 2), 16) * (1 + amount))))
  return `#${[1, 3, 5].map((offset) => channel(offset).toString(16).padStart(2, '0')).join('')}`
}

function wheel(x: number, radius: number): string {
  return `<g><circle cx="${x}" cy="${430 - radius}" r="${radius}" fill="#17181a"/><circle cx="${x}" cy="${430 - radius}" r="${radius * 0.6}" fill="#c3c7cc"/><circle cx="${x}" cy="${430 - radius}" r="${radius * 0.18}" fill="#6b6f75"/></g>`
}

export function drawCar(body: BodyCode, color: ColorCode, view: number): string {
  const s = shapes[body]
  const paint = palette[color]
  const setting = settings[(view - 1) % settings.length]
  const front = s.nose + (s.tail - s.nose) * 0.2
  const rear = s.tail - (s.tail - s.nose) * 0.19
  const hull = `M ${s.nose} ${s.sill} L ${s.nose} ${s.belt + 30} Q ${s.nose + 10} ${s.belt} ${s.nose + 80} ${s.belt - 5} L ${s.screen} ${s.belt - 8} L ${s.tail - 30} ${s.belt - 5} Q ${s.tail} ${s.belt + 5} ${s.tail} ${s.belt + 40} L ${s.tail} ${s.sill} Z`
  const inset = 14
  const pillar = (s.roofFront + s.roofRear) / 2
  const cabin = s.open
    ? `M ${s.screen} ${s.belt - 8} L ${s.roofFront} ${s.roof} L ${s.roofFront + 14} ${s.roof} L ${s.screen + 30} ${s.belt - 8} Z`
    : s.bed
      ? `M ${s.screen} ${s.belt - 8} L ${s.roofFront} ${s.roof} L ${s.roofRear} ${s.roof} L ${s.rearScreen} ${s.belt - 8} Z`
      : `M ${s.screen} ${s.belt - 8} L ${s.roofFront} ${s.roof} L ${s.roofRear} ${s.roof} Q ${s.rearScreen - 10} ${s.roof + 10} ${s.rearScreen} ${s.belt - 6} Z`
  const glass = s.open
    ? `M ${s.screen + 12} ${s.belt - 10} L ${s.roofFront + 2} ${s.roof + 5} L ${s.roofFront + 8} ${s.roof + 5} L ${s.screen + 24} ${s.belt - 10} Z`
    : `M ${s.screen + inset * 1.6} ${s.belt - 14} L ${s.roofFront + inset * 0.6} ${s.roof + inset} L ${s.roofRear - inset * 0.4} ${s.roof + inset} L ${s.rearScreen - inset * 1.6} ${s.belt - 14} Z`
  // With the top down the seats' headrests show above the doors; a closed car has a B-pillar.
  const interior = s.open
    ? [s.roofRear - 70, s.roofRear - 10]
        .map((x) => `<rect x="${x}" y="${s.belt - 38}" width="34" height="40" rx="12" fill="#26282c"/>`)
        .join('')
    : `<rect x="${pillar - 7}" y="${s.roof + 8}" width="14" height="${s.belt - s.roof - 16}" fill="${shade(paint, -0.3)}"/>`
  const bed = s.bed
    ? `<rect x="${s.rearScreen + 10}" y="${s.belt - 20}" width="${s.tail - s.rearScreen - 20}" height="14" fill="${shade(paint, -0.25)}"/>`
    : ''
  const mirror = view === 2 ? ' transform="translate(1000 0) scale(-1 1)"' : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -110 1000 667" width="1200" height="800">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${setting.sky[0]}"/><stop offset="1" stop-color="${setting.sky[1]}"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.25)}"/><stop offset="0.55" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.35)}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fb4c8"/><stop offset="1" stop-color="#2c3a48"/></linearGradient>
</defs>
<rect y="-110" width="1000" height="667" fill="url(#sky)"/>
<rect y="400" width="1000" height="160" fill="${setting.floor}"/>
<ellipse cx="500" cy="432" rx="${(s.tail - s.nose) / 2 + 30}" ry="16" fill="#000" opacity="${setting.shadow}"/>
<g${mirror}>
<path d="${cabin}" fill="url(#paint)"/>
<path d="${glass}" fill="url(#glass)"/>
${interior}
<path d="${hull}" fill="url(#paint)"/>
${bed}
<path d="M ${s.nose + 20} ${s.belt + 45} L ${s.tail - 20} ${s.belt + 45}" stroke="${shade(paint, -0.3)}" stroke-width="3"/>
<rect x="${s.nose - 4}" y="${s.belt + 14}" width="34" height="16" rx="6" fill="#fff8d6"/>
<rect x="${s.tail - 26}" y="${s.belt + 14}" width="30" height="14" rx="5" fill="#c0262d"/>
<rect x="${s.nose}" y="${s.sill - 22}" width="${s.tail - s.nose}" height="22" fill="${shade(paint, -0.45)}"/>
${wheel(front, s.wheel)}${wheel(rear, s.wheel)}
</g>
</svg>`
}
