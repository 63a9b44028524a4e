import { Img } from '@/ui/media/Img'
import { translator } from '@/lib/i18n/dictionary'
import { mediaUrl } from '@/services/content/site-context'
import { localisedPath } from '@/lib/site/languages'
import { Icon } from '@/ui/icons/Icon'
import { SocialLinks } from '../social-media/SocialLinks'
import type { BlockComponent } from '../types'
import { copyableValue, splitContacts } from './contact-text'
import { ContactLink } from './ContactLink'
import { brandListUrl, columnSpan, stockedOnly, creditWarnings, visibleBrands } from './rules'
import { hasBrandList, stockedBrands } from '@/blocks/car-list/list-route'

type Labels = { copy: string; copied: string }

function FooterLink({ href, label, labels }: { href: string; label: string; labels: Labels }) {
  const value = copyableValue(href)
  if (value) return <ContactLink href={href} text={label} value={value} labels={labels} />
  return (
    <a href={href} className="hover:underline">
      {label}
    </a>
  )
}

function InfoText({ text, labels }: { text: string; labels: Labels }) {
  return splitContacts(text).map((part, index) =>
    part.kind === 'text' ? (
      <span key={index}>{part.text}</span>
    ) : (
      <ContactLink key={index} href={part.href!} text={part.text} value={part.text} labels={labels} />
    ),
  )
}

/** Spec 01 §2.4 footer: brands, link columns, highlighted link, social links, info fields, credit warning. */
export const Footer: BlockComponent<'footer'> = async ({ block, context }) => {
  const { site, language, dictionary } = context
  const t = translator(dictionary)
  const labels = { copy: t('copy'), copied: t('copied') }
  const brands = stockedOnly(
    visibleBrands(
      block.showBrands,
      block.brandsHeading,
      (block.brands ?? []).map((brand) => ({ ...brand, logoUrl: mediaUrl(brand.logo) })),
    ),
    block.showBrands ? await stockedBrands(site) : null,
  )
  const carList = localisedPath(site, language.code, site.pathToCarList || '/')
  // A site without a car catalog (the group sites) has no list to filter: its logos are not links.
  const hasCarList = hasBrandList(site)
  const creditWarning = creditWarnings[site.market as keyof typeof creditWarnings] ?? null
  const columns = (block.columns ?? []).map((column) => ({
    ...column,
    columnItems: (column.columnItems ?? []).filter((item) => item.href?.trim()),
  }))
  const span = columnSpan(columns.length)
  const infoFields = [block.infoField1, block.infoField2].filter((field) => field?.heading || field?.text)
  const highlighted =
    block.highlightedLink?.href && block.highlightedLink.label ? block.highlightedLink : null
  return (
    <div className="bg-surface-3 text-white" data-block="footer">
      {brands.length ? (
        <section
          aria-labelledby="footer-brands"
          className="border-b border-white/15 bg-white px-4 py-8 text-neutral-900"
          data-footer-brands=""
        >
          <h2 id="footer-brands" className="mb-6 text-center text-lg font-semibold">
            {block.brandsHeading}
          </h2>
          <ul className="mx-auto flex max-w-screen-xl flex-wrap items-center justify-center gap-x-10 gap-y-6">
            {brands.map((brand) => {
              const logo = (
                <Img
                  src={brand.logoUrl!}
                  alt={brand.name}
                  width={140}
                  height={48}
                  className="h-12 w-auto object-contain"
                />
              )
              return (
                <li key={brand.id ?? brand.name}>
                  {hasCarList ? (
                    <a
                      href={brandListUrl(carList, brand.name)}
                      data-brand={brand.name}
                      className="block rounded p-1 transition hover:opacity-70"
                    >
                      {logo}
                    </a>
                  ) : (
                    <span data-brand={brand.name} className="block p-1">
                      {logo}
                    </span>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
      <div
        className="mx-auto grid max-w-screen-xl gap-10 px-4 py-12 md:grid-cols-4"
        data-footer-columns={columns.length}
      >
        {columns.map((column) => (
          <section
            key={column.id ?? column.title}
            className={span === 2 ? 'md:col-span-2' : ''}
            data-span={span}
            aria-label={column.title}
          >
            <h2 className="mb-3 text-base font-semibold">{column.title}</h2>
            {column.description ? <p className="mb-3 text-sm text-white/85">{column.description}</p> : null}
            <ul className="space-y-2 text-sm">
              {column.columnItems.map((item) => (
                <li key={item.id ?? item.label}>
                  <FooterLink href={item.href!} label={item.label} labels={labels} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {highlighted || block.socialLinks?.length ? (
        <div className="mx-auto flex max-w-screen-xl flex-wrap items-center justify-between gap-6 px-4 pb-10">
          {highlighted ? (
            <a
              href={highlighted.href!}
              className="inline-flex items-center gap-2 rounded bg-white px-5 py-3 font-semibold text-neutral-900 hover:bg-white/90"
              data-highlighted-link=""
            >
              {highlighted.label}
              <Icon name="chevron-right" className="size-4" />
            </a>
          ) : null}
          <SocialLinks links={block.socialLinks ?? []} label={t('followUs')} />
        </div>
      ) : null}
      {infoFields.length ? (
        <div
          className="mx-auto grid max-w-screen-xl gap-8 border-t border-white/15 px-4 py-8 text-sm md:grid-cols-2"
          data-info-fields=""
        >
          {infoFields.map((field, index) => (
            <div
              key={index}
              className={infoFields.length === 1 && block.infoFieldOneChildFullWidth ? 'md:col-span-2' : ''}
            >
              {field?.heading ? <h2 className="mb-2 text-base font-semibold">{field.heading}</h2> : null}
              {field?.text ? (
                <p className="whitespace-pre-line text-white/85">
                  <InfoText text={field.text} labels={labels} />
                </p>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
      {creditWarning ? (
        <p
          lang={creditWarning.lang}
          className="mx-auto max-w-screen-xl border-t border-white/15 px-4 py-6 text-xs text-white/85"
          data-credit-warning=""
        >
          {creditWarning.text}
        </p>
      ) : null}
      <p className="mx-auto max-w-screen-xl px-4 pb-8 text-xs text-white/85">
        © {new Date().getFullYear()} {site.displayName}
      </p>
    </div>
  )
}
