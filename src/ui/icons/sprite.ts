import { createHash } from 'node:crypto'
import { iconMarkup, spriteIconNames } from './icon-markup'

/** One SVG document holding the sprite's icons as symbols named by icon. */
export const spriteSvg = `<svg xmlns="http://www.w3.org/2000/svg">${[...spriteIconNames]
  .map((name) => `<symbol id="${name}" viewBox="0 0 24 24">${iconMarkup[name]}</symbol>`)
  .join('')}</svg>`

const spriteVersion = createHash('sha256').update(spriteSvg).digest('hex').slice(0, 12)

/** The sprite's file name: it changes with the icons, so browsers and CDNs may keep it for good. */
export const spriteFile = `${spriteVersion}.svg`

/** Where a page refers to one of the sprite's icons. */
export const spriteHref = (name: string) => `/api/icons/${spriteFile}#${name}`
