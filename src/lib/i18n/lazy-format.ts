/**
 * An Intl date format built at its first use, not when its module loads. A page's first
 * Intl.DateTimeFormat or Intl.NumberFormat starts the browser's locale data: one main-thread task
 * of 35–70 ms in Chromium on our 2-core machine (150–280 ms under Lighthouse's mobile throttling),
 * whatever the locale. A client island's module must not pay it while the page loads.
 */
export function lazyDateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined
  return (date: Date) => (format ??= new Intl.DateTimeFormat(locale, options)).format(date)
}
