/**
 * When a site's own faces draw its text. A first visit draws the page in the metric-matched
 * fallbacks and asks for no font file until the page has loaded and the browser is idle; it then
 * fetches the faces its text needs (cached for good, src/app/api/fonts) and notes that in
 * localStorage (src/ui/site-fonts/SiteFonts.client.tsx). A later page load sets the attribute on
 * <html> before the body is drawn (the inline bootstrap), so it draws in the site's faces, at hand
 * from the cache; a client-side navigation after the faces have loaded switches to them with the
 * new page. So no font request competes with a first visit's largest image or its scripts.
 */
export const fontsReadyAttribute = 'data-fonts'
export const fontsStorageKey = 'site-fonts'

/** Inline in <head>, before the body: the faces are at hand from an earlier page. */
export const fontsBootstrap = `try{if(localStorage.getItem('${fontsStorageKey}'))document.documentElement.setAttribute('${fontsReadyAttribute}','')}catch(e){}`

export function fontsAtHand(): boolean {
  try {
    return Boolean(window.localStorage.getItem(fontsStorageKey))
  } catch {
    return false
  }
}
