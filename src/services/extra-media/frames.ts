/**
 * Generated 360 frame sets for the demo's extra media: an exterior turntable of the car's body
 * colour and an interior panorama, 24 frames each (15° apart), drawn as SVG and rendered to WebP
 * with sharp once, then served from data/catalog-images like the catalog images.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { palette, type ColorCode } from '@/services/search'

export const spinFrameCount = 24
export const framesBase = '/api/autosonshow/media'

export type FrameSpec = { kind: 'ext' | 'int'; color: ColorCode; frame: number }

export function frameFile(spec: FrameSpec): string {
  return `${spec.kind}-${spec.color}-${spec.frame}.webp`
}

export function frameUrls(kind: FrameSpec['kind'], color: ColorCode): string[] {
  return Array.from(
    { length: spinFrameCount },
    (_, frame) => `${framesBase}/${frameFile({ kind, color, frame })}`,
  )
}

export function parseFrameFile(file: string): FrameSpec | null {
  const match = /^(ext|int)-([a-z]+)-(\d{1,2})\.webp$/.exec(file)
  if (!match || !(match[2] in palette) || Number(match[3]) >= spinFrameCount) return null
  return { kind: match[1] as FrameSpec['kind'], color: match[2] as ColorCode, frame: Number(match[3]) }
}

type Point = [number, number, number]

/** A box car on a turntable seen from slightly above, turned by `angle` radians. */
function exteriorSvg(color: string, angle: number): string {
  const project = ([x, y, z]: Point): [number, number] => {
    const rx = x * Math.cos(angle) - z * Math.sin(angle)
    const rz = x * Math.sin(angle) + z * Math.cos(angle)
    return [480 + rx * 95, 400 - y * 95 + rz * 28]
  }
  const box = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, fill: string) => {
    const faces: Point[][] = [
      [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      [
        [x0, y0, z0],
        [x0, y0, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ],
      [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
    ]
    // Painter's order: faces farther from the viewer (smaller rotated z) first.
    const depth = (face: Point[]) =>
      face.reduce((sum, [x, , z]) => sum + x * Math.sin(angle) + z * Math.cos(angle), 0) / face.length
    return faces
      .sort((a, b) => depth(a) - depth(b))
      .map((face, index) => {
        const points = face
          .map((point) =>
            project(point)
              .map((value) => value.toFixed(1))
              .join(','),
          )
          .join(' ')
        return `<polygon points="${points}" fill="${fill}" stroke="#111" stroke-width="2" opacity="${0.85 + index * 0.03}"/>`
      })
      .join('')
  }
  const wheels = (
    [
      [-1.5, 0.95],
      [1.5, 0.95],
      [-1.5, -0.95],
      [1.5, -0.95],
    ] as const
  )
    .map(([x, z]) => {
      const [cx, cy] = project([x, 0.35, z])
      return `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(18 + 22 * Math.abs(Math.cos(angle))).toFixed(1)}" ry="34" fill="#1b1b1b"/>`
    })
    .join('')
  const degrees = Math.round((angle * 180) / Math.PI)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef1f4"/><stop offset="1" stop-color="#c9ced4"/></linearGradient></defs>
<rect width="960" height="640" fill="url(#s)"/>
<ellipse cx="480" cy="440" rx="400" ry="90" fill="#9aa1a8"/>
${wheels}${box(-2.3, 2.3, 0.35, 1.15, -1, 1, color)}${box(-1.2, 1.1, 1.15, 1.75, -0.85, 0.85, '#2b3a47')}
<text x="40" y="600" font-family="sans-serif" font-size="28" fill="#3c4650">${degrees}°</text>
</svg>`
}

/** An interior panorama: dashboard, wheel and seats sliding past as the view turns. */
function interiorSvg(color: string, angle: number): string {
  const width = 1920
  const shift = (angle / (2 * Math.PI)) * width
  const scene = (offset: number) => `<g transform="translate(${(offset - shift).toFixed(1)} 0)">
<rect x="0" y="0" width="${width}" height="260" fill="#9cc3e6"/>
<rect x="0" y="260" width="${width}" height="380" fill="#2a2d31"/>
<path d="M0 300 Q480 220 960 300 L960 380 L0 380Z" fill="#3b3f45"/>
<circle cx="300" cy="380" r="110" fill="none" stroke="#111" stroke-width="26"/>
<rect x="560" y="290" width="200" height="90" rx="10" fill="#0e1a26"/>
<rect x="1100" y="300" width="260" height="300" rx="40" fill="${color}"/>
<rect x="1460" y="300" width="260" height="300" rx="40" fill="${color}"/>
</g>`
  const degrees = Math.round((angle * 180) / Math.PI)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
${scene(0)}${scene(width)}
<text x="40" y="600" font-family="sans-serif" font-size="28" fill="#f2f2f2">${degrees}°</text>
</svg>`
}

const cacheDir = () => path.resolve(process.env.CATALOG_IMAGE_DIR ?? 'data/catalog-images')

/** The WebP bytes of a frame file, or null when the name is not a frame. */
export async function spinFrame(file: string): Promise<Buffer | null> {
  const spec = parseFrameFile(file)
  if (!spec) return null
  const target = path.join(cacheDir(), `spin-${file}`)
  try {
    return await fs.readFile(target)
  } catch {
    const angle = (spec.frame / spinFrameCount) * 2 * Math.PI
    const svg =
      spec.kind === 'ext' ? exteriorSvg(palette[spec.color], angle) : interiorSvg(palette[spec.color], angle)
    const image = await sharp(Buffer.from(svg)).webp({ quality: 72 }).toBuffer()
    await fs.mkdir(cacheDir(), { recursive: true })
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
    await fs.writeFile(temporary, image)
    await fs.rename(temporary, target)
    return image
  }
}
