// The lead forms of the demo (spec 03 §2.5, §2.6): sell car on the Swedish retail sites, the Norwegian
// service request (cars and the motorcycle variant) on automotive NO, and a statistic beside them.
import type { Payload } from 'payload'
import { dealersPerSite } from '../catalog/dealers'
import { document, paragraph } from '../lexical'
import type { SeedBlock, SeedPageContext } from './types'

export const sellCarForm = (): SeedBlock =>
  ({
    blockType: 'sellCarForm',
    title: 'Dina uppgifter',
    titleTag: 'h2',
    intro: 'Fyll i registreringsnummer och miltal, så hör en av våra bilinköpare av sig med ett bud.',
  }) as SeedBlock

export const statistic = (title: string, value: string): SeedBlock =>
  ({ blockType: 'statistic', title, value }) as SeedBlock

/** The motorcycle workshop: the site's last catalog dealer (its own city and address). */
export const motorcycleDealerId = (siteName: string) => `${siteName}-${1000 + dealersPerSite}`

export const serviceRequestForm = (context: SeedPageContext, variant: 'car' | 'motorcycle'): SeedBlock =>
  ({
    blockType: 'serviceRequestForm',
    title: variant === 'car' ? 'Serviceforespørsel' : 'Serviceforespørsel MC',
    titleTag: 'h2',
    variant,
    ...(variant === 'motorcycle' ? { motorcycleDealerId: motorcycleDealerId(context.site.name) } : {}),
  }) as SeedBlock

/** The demo's CMS-built forms (form-builder plugin): a newsletter sign-up and a feedback form. */
const demoForms = { newsletter: 0, feedback: 0 }

/** A confirmation message of one paragraph (Lexical). */
export const confirmation = (text: string) => document(paragraph(text)) as never

export async function seedDemoForms(payload: Payload): Promise<void> {
  const newsletter = await payload.create({
    collection: 'forms',
    overrideAccess: true,
    data: {
      title: 'Prenumerera på vårt nyhetsbrev',
      submitButtonLabel: 'Prenumerera',
      confirmationType: 'message',
      confirmationMessage: confirmation('Tack! Du får snart vårt första nyhetsbrev.'),
      fields: [
        { blockType: 'text', name: 'fullname', label: 'Namn', required: true },
        { blockType: 'email', name: 'email', label: 'E-post', required: true },
        {
          blockType: 'select',
          name: 'interest',
          label: 'Intresserad av',
          options: [
            { label: 'Nya bilar', value: 'new' },
            { label: 'Begagnade bilar', value: 'used' },
            { label: 'Service', value: 'service' },
          ],
        },
        {
          blockType: 'checkbox',
          name: 'consent',
          label: 'Jag godkänner att mina uppgifter sparas',
          required: true,
        },
      ],
    },
  })
  const feedback = await payload.create({
    collection: 'forms',
    overrideAccess: true,
    data: {
      title: 'Tyck till om ditt besök',
      submitButtonLabel: 'Skicka',
      confirmationType: 'message',
      confirmationMessage: confirmation('Tack för att du tog dig tid!'),
      // Every kind the form builder's log entry flattens (spec 02 §7), for a visitor to try.
      fields: [
        { blockType: 'fullname', name: 'fullname', label: 'Namn', required: true },
        { blockType: 'phone', name: 'phone', label: 'Telefon' },
        { blockType: 'address', name: 'address', label: 'Adress' },
        { blockType: 'datetime', name: 'visit', label: 'När besökte du oss?', required: true },
        { blockType: 'rating', name: 'rating', label: 'Betyg', max: 5, required: true },
        { blockType: 'textarea', name: 'text', label: 'Kommentar' },
        { blockType: 'checkbox', name: 'contactMe', label: 'Kontakta mig gärna' },
      ],
    },
  })
  demoForms.newsletter = newsletter.id
  demoForms.feedback = feedback.id
}

export const marketingForm = (display: 'inline' | 'popup'): SeedBlock =>
  ({
    blockType: 'marketingForm',
    form: demoForms.newsletter,
    display,
    ...(display === 'popup' ? { popupLabel: 'Nyhetsbrev' } : {}),
  }) as SeedBlock

export const formBuilder = (): SeedBlock =>
  ({ blockType: 'formBuilder', form: demoForms.feedback }) as SeedBlock
