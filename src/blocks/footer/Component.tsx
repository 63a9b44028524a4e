import { Img } from '@/ui/media/Img'
import { translator } from '@/lib/i18n/dictionary'
import { mediaUrl } from '@/services/content/site-context'
import { localisedPath } from '@/lib/site/languages'
import { Icon } from '@/ui/icons/Icon'
import { SocialLinks } from '@/ui/social/SocialLinks'
import type { BlockComponent } from '../types'
import { copyableValue, splitContacts } from './contact-text'
import { ContactLink } from './ContactLink'
import styles from './footer.module.css'
import { brandListUrl, columnSpan, stockedOnly, creditWarnings, visibleBrands } from './rules'
import { hasBrandList, stockedBrands } from '@/services/search/list/list-route'

type Labels = { copy: string; copied: string }

function FooterLink({ href, label, labels }: { href: string; label: string; labels: Labels }) {
  const value = copyableValue(href)
  if (value) return <ContactLink href={href} text={label} value={value} labels={labels} />
  return <a href={href}>{label}</a>
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
    <div className={styles.footer} data-block="footer">
      {brands.length ? (
        <section aria-labelledby="footer-brands" className={styles.brands} data-footer-brands="">
          <h2 id="footer-brands">{block.brandsHeading}</h2>
          <ul>
            {brands.map((brand, index) => {
              const logo = <Img src={brand.logoUrl!} alt={brand.name} width={140} height={48} />
              return (
                <li key={index}>
                  {hasCarList ? (
                    <a href={brandListUrl(carList, brand.name)} data-brand={brand.name}>
                      {logo}
                    </a>
                  ) : (
                    <span data-brand={brand.name}>{logo}</span>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
      <div className={styles.columns} data-footer-columns={columns.length}>
        {columns.map((column, index) => (
          <section key={index} data-span={span} aria-label={column.title}>
            <h2>{column.title}</h2>
            {column.description ? <p>{column.description}</p> : null}
            <ul>
              {column.columnItems.map((item, position) => (
                <li key={position}>
                  <FooterLink href={item.href!} label={item.label} labels={labels} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {highlighted || block.socialLinks?.length ? (
        <div className={styles.actions}>
          {highlighted ? (
            <a href={highlighted.href!} data-highlighted-link="">
              {highlighted.label}
              <Icon name="chevron-right" className="size-4" />
            </a>
          ) : null}
          <SocialLinks links={block.socialLinks ?? []} label={t('followUs')} />
        </div>
      ) : null}
      {infoFields.length ? (
        <div className={styles.info} data-info-fields="">
          {infoFields.map((field, index) => (
            <div
              key={index}
              {...(infoFields.length === 1 && block.infoFieldOneChildFullWidth
                ? { className: styles.wide }
                : {})}
            >
              {field?.heading ? <h2>{field.heading}</h2> : null}
              {field?.text ? (
                <p>
                  <InfoText text={field.text} labels={labels} />
                </p>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
      {creditWarning ? (
        <p lang={creditWarning.lang} className={styles.credit} data-credit-warning="">
          {creditWarning.text}
        </p>
      ) : null}
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {site.displayName}
      </p>
    </div>
  )
}
