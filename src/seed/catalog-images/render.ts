/**
 * Renders catalog images to WebP with sharp, once: the file is kept under data/catalog-images
 * and served from there afterwards.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { parseImageFile, type ImageSpec } from '@/services/search'
import { drawCar } from './draw-car'
import { drawKit, drawSite } from './draw-other'

const cacheDir = () => path.resolve(process.env.CATALOG_IMAGE_DIR ?? 'data/catalog-images')
const sizes = { l: [1200, 800], s: [400, 267] } as const
/** Bumped when the drawings change, so a machine's cache does not keep serving the old pictures. */
const drawingVersion = 2

function svgFor(spec: ImageSpec): string {
  if (spec.type === 'car') return drawCar(spec.body, spec.color, spec.view)
  if (spec.type === 'site') return drawSite(spec.variant)
  return drawKit(spec.picture)
}

/** The WebP bytes for an image file name, or null if the name is not one of ours. */
export async function catalogImage(file: string): Promise<Buffer | null> {
  const spec = parseImageFile(file)
  if (!spec) return null
  const target = path.join(cacheDir(), `v${drawingVersion}-${file}`)
  try {
    return await fs.readFile(target)
  } catch {
    const [width, height] = sizes[spec.size]
    const image = await sharp(Buffer.from(svgFor(spec)))
      .resize(width, height, { fit: 'cover' })
      .webp({ quality: 78 })
      .toBuffer()
    await fs.mkdir(cacheDir(), { recursive: true })
    // Write then rename, so a concurrent request never reads a half-written file.
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
    await fs.writeFile(temporary, image)
    await fs.rename(temporary, target)
    return image
  }
}
