// Demo photos for the content blocks, drawn locally with sharp (no downloads, no real brands).
import sharp from 'sharp'

export type Scene = 'city' | 'road' | 'studio' | 'charging' | 'workshop' | 'tyres' | 'coast'

const skies: Record<Scene, [string, string]> = {
  city: ['#1e3a5f', '#f59e0b'],
  road: ['#60a5fa', '#e0f2fe'],
  studio: ['#d4d4d8', '#fafafa'],
  charging: ['#064e3b', '#a7f3d0'],
  workshop: ['#27272a', '#71717a'],
  tyres: ['#1f2937', '#9ca3af'],
  coast: ['#0ea5e9', '#fde68a'],
}

function backdrop(scene: Scene, width: number, height: number): string {
  const horizon = height * 0.62
  switch (scene) {
    case 'city':
      return (
        Array.from({ length: 14 }, (_, index) => {
          const w = width / 14
          const h = height * (0.18 + ((index * 37) % 23) / 60)
          return `<rect x="${index * w}" y="${horizon - h}" width="${w - 6}" height="${h}" fill="#0f172a" opacity="0.85"/>`
        }).join('') + `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#334155"/>`
      )
    case 'road':
    case 'coast':
      return `<path d="M0 ${horizon} Q ${width * 0.3} ${horizon - height * 0.2} ${width * 0.6} ${horizon - height * 0.05} T ${width} ${horizon - height * 0.12} V ${height} H 0 Z" fill="${scene === 'coast' ? '#0369a1' : '#4d7c0f'}"/><rect y="${horizon + height * 0.06}" width="${width}" height="${height}" fill="#52525b"/><rect y="${horizon + height * 0.16}" width="${width}" height="${height * 0.01}" fill="#fafafa" opacity="0.7"/>`
    case 'charging':
      return `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#1f2937"/><rect x="${width * 0.78}" y="${horizon - height * 0.32}" width="${width * 0.06}" height="${height * 0.36}" rx="10" fill="#f8fafc"/><rect x="${width * 0.795}" y="${horizon - height * 0.28}" width="${width * 0.03}" height="${height * 0.06}" fill="#22c55e"/>`
    case 'workshop':
      return `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#3f3f46"/><rect x="${width * 0.1}" y="${height * 0.12}" width="${width * 0.8}" height="${height * 0.04}" fill="#facc15"/><rect x="${width * 0.2}" y="${horizon - height * 0.02}" width="${width * 0.6}" height="${height * 0.03}" fill="#a1a1aa"/>`
    case 'tyres':
      return (
        `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#374151"/>` +
        Array.from({ length: 4 }, (_, index) => {
          const r = height * 0.09
          return `<circle cx="${width * 0.82}" cy="${horizon - r - index * r * 0.9}" r="${r}" fill="#111827" stroke="#4b5563" stroke-width="${r * 0.25}"/>`
        }).join('')
      )
    default:
      return `<ellipse cx="${width / 2}" cy="${horizon + height * 0.12}" rx="${width * 0.45}" ry="${height * 0.12}" fill="#a1a1aa" opacity="0.5"/>`
  }
}

function car(color: string, width: number, height: number): string {
  const scale = Math.min(width / 1600, height / 900) * 1.1
  const x = width / 2 - 600 * scale
  const y = height * 0.62 - 260 * scale
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M60 250 Q60 180 150 170 L330 150 Q430 70 560 60 L800 60 Q930 60 1030 150 L1120 165 Q1180 175 1185 230 L1185 265 Q1185 290 1160 290 L80 290 Q60 290 60 265 Z" fill="${color}"/><path d="M380 150 Q460 90 560 85 L690 85 L690 150 Z M720 85 L800 85 Q900 85 980 150 L720 150 Z" fill="#cbd5e1" opacity="0.85"/><circle cx="300" cy="290" r="85" fill="#111"/><circle cx="300" cy="290" r="42" fill="#9ca3af"/><circle cx="930" cy="290" r="85" fill="#111"/><circle cx="930" cy="290" r="42" fill="#9ca3af"/><rect x="1120" y="190" width="55" height="22" rx="8" fill="#fde68a"/><ellipse cx="620" cy="380" rx="620" ry="24" fill="#000" opacity="0.25"/></g>`
}

const cache = new Map<string, Promise<Buffer>>()

/** A JPEG of a car in a scene; the same arguments give the same image (generated once per process). */
export function carPhoto(scene: Scene, color: string, width: number, height: number): Promise<Buffer> {
  const key = `${scene}:${color}:${width}x${height}`
  let photo = cache.get(key)
  if (!photo) {
    const [top, bottom] = skies[scene]
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#s)"/>${backdrop(scene, width, height)}${car(color, width, height)}</svg>`
    photo = sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer()
    cache.set(key, photo)
  }
  return photo
}
