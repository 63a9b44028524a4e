import type { Site } from '@/cms/payload-types'
import type { Dealer, DetailCar } from '@/services/search/car/car'
import type { SellerChoice } from '@/services/search/car/load'
import { ContactForm } from './ContactForm.lazy'
import type { ContactFormLabels } from './ContactForm.client'

/** The contact form's section (spec 02 §4, §5, §7, anchor #contact-form) and who its lead goes to. */
export function ContactSection({
  site,
  car,
  record,
  dealer,
  sellerChoices,
  t,
}: {
  site: Site
  car: DetailCar
  record: Record<string, unknown>
  dealer: Dealer | null
  sellerChoices: SellerChoice[]
  t: (key: string) => string
}) {
  const { car_images: _images, ...carWithoutImages } = record
  const labels: ContactFormLabels = {
    heading: t('carDetailFormHeading'),
    name: t('carDetailFormName'),
    phone: t('carDetailFormPhone'),
    email: t('carDetailFormEmail'),
    message: t('carDetailFormMessage'),
    messagePlaceholder: t('carDetailFormMessagePlaceholder'),
    quoteMessage: t('carDetailFormQuoteMessage'),
    quote: t('carDetailFormQuote'),
    testDrive: t('carDetailFormTestDrive'),
    chooseSeller: t('carDetailFormChooseSeller'),
    required: t('carDetailFormRequired'),
    submit: t('carDetailFormSubmit'),
    submitting: t('carDetailFormSubmitting'),
    invalidInput: t('invalidInput'),
    success: t('carDetailFormSuccess'),
    successHeading: t('carDetailFormSuccessHeading'),
    error: t('carDetailFormError'),
    fieldRefused: t('carDetailFormFieldRefused'),
    nameInvalid: t('carDetailFormNameInvalid'),
    phoneInvalid: t('carDetailFormPhoneInvalid'),
    emailInvalid: t('carDetailFormEmailInvalid'),
    sellerInvalid: t('carDetailFormSellerInvalid'),
  }
  // A new car no dealer of ours sells (no 'New cars' department for its brand) has no seller to
  // choose: the form says so and goes to the site's own lead address (else it could
  // never be sent).
  const noSeller = car.isSample && sellerChoices.length === 0
  const recipient =
    car.isSample && !noSeller
      ? null
      : {
          toName: noSeller ? site.displayName : dealer?.name || car.siteName || site.displayName,
          toEmail: car.siteLeadsEmail ?? dealer?.email ?? '',
        }
  return (
    <section id="contact-form" aria-label={labels.heading} className="scroll-mt-28">
      {noSeller ? (
        <p data-no-seller className="mb-4 rounded bg-surface-2 p-4">
          {t('carDetailNoSeller')}
        </p>
      ) : null}
      <ContactForm
        siteName={site.name}
        car={carWithoutImages}
        recipient={recipient}
        sellerChoices={sellerChoices}
        labels={labels}
      />
    </section>
  )
}
