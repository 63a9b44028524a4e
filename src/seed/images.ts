import sharp from 'sharp'

/** Demo images drawn locally (no downloads, no third-party logos). */
export async function faviconPng(letter: string, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="44" font-family="DejaVu Sans, sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

export async function socialImagePng(title: string, color: string): Promise<Buffer> {
  const safe = title.replace(/[<>&]/g, '')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><path d="M220 430 q40-90 140-100 l120-70 q60-30 140-30 h160 q80 0 140 60 l60 40 q60 10 70 60 v40 h-830z" fill="#ffffff22"/><circle cx="380" cy="440" r="55" fill="#ffffff33"/><circle cx="860" cy="440" r="55" fill="#ffffff33"/><text x="80" y="140" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="#fff">${safe}</text></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** A mega-menu teaser image for a navigation section (16:9; a road in the site colour, no text). */
export async function navImagePng(color: string, variant: number): Promise<Buffer> {
  const horizon = 120 + (variant % 4) * 15
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270"><rect width="480" height="270" fill="${color}"/><circle cx="${360 - variant * 40}" cy="70" r="28" fill="#ffffff55"/><path d="M0 270 L200 ${horizon} h80 L480 270z" fill="#ffffff2e"/><path d="M236 ${horizon + 10} h8 l6 ${260 - horizon} h-20z" fill="#ffffff66"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
