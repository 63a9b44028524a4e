/**
 * Anchors of the detail page (spec 02 §2): #contact-form, #contact-quote, #contact-testdrive,
 * #contact, #equipment, #overview, #description. An anchor containing 'contact' scrolls to the
 * form after 200 ms; -quote and -testdrive pre-tick the matching checkbox.
 */
export const contactScrollDelayMs = 200
export const sectionAnchors = ['equipment', 'overview', 'description'] as const

export type ContactAnchor = { preTick: 'quote' | 'testDrive' | null }

/** #equipment, #overview, #description: the section to bring into view (the page streams in). */
export function sectionAnchor(hash: string): (typeof sectionAnchors)[number] | null {
  const anchor = hash.replace(/^#/, '').toLowerCase()
  return (sectionAnchors as readonly string[]).includes(anchor)
    ? (anchor as (typeof sectionAnchors)[number])
    : null
}

export function contactAnchor(hash: string): ContactAnchor | null {
  const anchor = hash.replace(/^#/, '').toLowerCase()
  if (!anchor.includes('contact')) return null
  if (anchor.endsWith('quote')) return { preTick: 'quote' }
  if (anchor.endsWith('testdrive')) return { preTick: 'testDrive' }
  return { preTick: null }
}

/** Space kept above the form when scrolling to it: 112 px above 768 px width, else 250 px. */
export function contactScrollOffset(windowWidth: number): number {
  return windowWidth > 768 ? 112 : 250
}
