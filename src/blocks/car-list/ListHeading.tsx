/** What the list's breadcrumb and heading need besides the brand and model in view. */
export type ListHeadingTexts = {
  homeHref: string
  siteName: string
  /** The list page's own title (breadcrumb) and its heading without a brand. */
  pageTitle: string
  heading: string
  breadcrumbLabel: string
}

/**
 * Breadcrumb and heading of the car list (spec 02 §2): home, the list page, then the brand and
 * model in the path, each a link but the last; the heading names the brand and model when set.
 * Rendered on the server for the URL's state, so both follow the filters as the visitor changes them.
 */
export function ListHeading({
  texts,
  basePath,
  names,
}: {
  texts: ListHeadingTexts
  basePath: string
  names: string[]
}) {
  const crumbs = [
    { href: texts.homeHref, text: texts.siteName },
    { href: basePath, text: texts.pageTitle },
    ...names.map((name, level) => ({
      href: [
        basePath,
        ...names.slice(0, level + 1).map((part) => encodeURIComponent(part.toLowerCase())),
      ].join('/'),
      text: name,
    })),
  ]
  return (
    <>
      <nav aria-label={texts.breadcrumbLabel} className="text-sm text-neutral-700">
        <ol className="flex flex-wrap items-center gap-1" data-breadcrumb>
          {crumbs.map((crumb, position) => (
            <li key={crumb.href} className="flex items-center gap-1">
              {position > 0 ? (
                <span data-separator aria-hidden="true">
                  /
                </span>
              ) : null}
              {position === crumbs.length - 1 ? (
                <span aria-current="page">{crumb.text}</span>
              ) : (
                <a href={crumb.href} className="underline">
                  {crumb.text}
                </a>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mt-3 mb-6 text-3xl md:text-4xl">{names.length ? names.join(' ') : texts.heading}</h1>
    </>
  )
}
