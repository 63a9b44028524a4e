/**
 * Draws a car in profile as SVG: the silhouette follows the body type, the paint the colour,
 * and the view chooses the setting (studio, street, showroom, evening) and the direction.
 * Pure, so the same file name always gives the same picture.
 */
import { palette, type BodyCode, type ColorCode } from '@/services/search'

type Shape = {
  nose: number
  tail: number
  belt: number
  roof: number
  sill: number
  screen: number
  roofFront: number
  roofRear: number
  rearScreen: number
  wheel: number
  bed?: boolean
}

// Coordinates on a 1000 × 500 stage; the ground is at y = 430.
const shapes: Record<BodyCode, Shape> = {
  sedan: {
    nose: 110,
    tail: 890,
    belt: 300,
    roof: 200,
    sill: 385,
    screen: 370,
    roofFront: 450,
    roofRear: 640,
    rearScreen: 760,
    wheel: 52,
  },
  suv: {
    nose: 120,
    tail: 880,
    belt: 280,
    roof: 160,
    sill: 370,
    screen: 330,
    roofFront: 420,
    roofRear: 800,
    rearScreen: 860,
    wheel: 60,
  },
  hatchback: {
    nose: 160,
    tail: 840,
    belt: 295,
    roof: 185,
    sill: 385,
    screen: 350,
    roofFront: 450,
    roofRear: 740,
    rearScreen: 830,
    wheel: 52,
  },
  wagon: {
    nose: 100,
    tail: 900,
    belt: 295,
    roof: 190,
    sill: 385,
    screen: 360,
    roofFront: 440,
    roofRear: 830,
    rearScreen: 885,
    wheel: 54,
  },
  coupe: {
    nose: 110,
    tail: 890,
    belt: 310,
    roof: 215,
    sill: 390,
    screen: 390,
    roofFront: 480,
    roofRear: 600,
    rearScreen: 800,
    wheel: 54,
  },
  convertible: {
    nose: 130,
    tail: 870,
    belt: 310,
    roof: 262,
    sill: 390,
    screen: 400,
    roofFront: 440,
    roofRear: 560,
    rearScreen: 600,
    wheel: 52,
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
    belt: 280,
    roof: 165,
    sill: 370,
    screen: 330,
    roofFront: 410,
    roofRear: 560,
    rearScreen: 580,
    wheel: 62,
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
  const cabin = s.bed
    ? `M ${s.screen} ${s.belt - 8} L ${s.roofFront} ${s.roof} L ${s.roofRear} ${s.roof} L ${s.rearScreen} ${s.belt - 8} Z`
    : `M ${s.screen} ${s.belt - 8} L ${s.roofFront} ${s.roof} L ${s.roofRear} ${s.roof} Q ${s.rearScreen - 10} ${s.roof + 10} ${s.rearScreen} ${s.belt - 6} Z`
  const inset = 14
  const glass = `M ${s.screen + inset * 1.6} ${s.belt - 14} L ${s.roofFront + inset * 0.6} ${s.roof + inset} L ${s.roofRear - inset * 0.4} ${s.roof + inset} L ${s.rearScreen - inset * 1.6} ${s.belt - 14} Z`
  const pillar = (s.roofFront + s.roofRear) / 2
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
<rect x="${pillar - 7}" y="${s.roof + 8}" width="14" height="${s.belt - s.roof - 16}" fill="${shade(paint, -0.3)}"/>
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
