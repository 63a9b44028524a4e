/** Spec 01 §7 cookie helper: writes a cookie for the whole site, optionally expiring after some days. */
export function setCookie(name: string, value: string, days?: number): void {
  const expires =
    days === undefined ? '' : `; expires=${new Date(Date.now() + days * 86_400_000).toUTCString()}`
  document.cookie = `${name}=${encodeURIComponent(value)}${expires}; path=/; SameSite=Lax`
}

/** The cookie a closed alert bar leaves for one day (spec 01 §4, §9). */
export const hideAlertCookie = 'hideAlert'
