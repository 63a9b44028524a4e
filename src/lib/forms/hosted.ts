/**
 * The hosted services behind the CMS-built forms (ARCHITECTURE: third parties behind adapters with
 * a working local default). The marketing form loads the hosted marketing-form service's script
 * (region eu1) when HUBSPOT_PORTAL_ID is set; the form builder frames the hosted form builder at
 * JOTFORM_URL when that is set; a block uses them only when it names a hosted form. Unset, nothing
 * is loaded from another host and the CSP allows none. Pure: the proxy, the blocks and the tests
 * read the same choice.
 */
type Env = Record<string, string | undefined>

export const hubspotRegion = 'eu1'

/** The configured marketing-service portal (an account number), or null. */
export function marketingPortalId(env: Env = process.env): string | null {
  const portalId = env.HUBSPOT_PORTAL_ID?.trim()
  return portalId && /^\d{1,12}$/.test(portalId) ? portalId : null
}

/** The hosted form builder's origin (JOTFORM_URL, https only), or null. */
export function formBuilderOrigin(env: Env = process.env): string | null {
  const url = env.JOTFORM_URL?.trim()
  if (!url || !/^https:\/\//.test(url)) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

export const marketingScriptUrl = (portalId: string) =>
  `https://js-${hubspotRegion}.hsforms.net/forms/embed/${encodeURIComponent(portalId)}.js`
export const formBuilderFrameUrl = (origin: string, formId: string) =>
  `${origin}/${encodeURIComponent(formId)}`

/** A hosted form id as editors paste it: letters, digits and dashes (a GUID, a number). */
const hostedId = (id: string | null | undefined) => {
  const trimmed = id?.trim()
  return trimmed && /^[A-Za-z0-9-]{1,64}$/.test(trimmed) ? trimmed : null
}

export type EmbedChoice =
  | { kind: 'hosted-marketing'; portalId: string; formId: string }
  | { kind: 'hosted-builder'; origin: string; formId: string }
  | { kind: 'cms' }

/**
 * Which form a block shows: the hosted service's when it is configured and the block names a
 * hosted form, else the CMS-built form (which shows 'Missing FormId' when it has none).
 */
export function chooseEmbed(
  embed: 'marketing' | 'builder',
  hostedFormId: string | null | undefined,
  env: Env = process.env,
): EmbedChoice {
  const formId = hostedId(hostedFormId)
  if (!formId) return { kind: 'cms' }
  if (embed === 'marketing') {
    const portalId = marketingPortalId(env)
    return portalId ? { kind: 'hosted-marketing', portalId, formId } : { kind: 'cms' }
  }
  const origin = formBuilderOrigin(env)
  return origin ? { kind: 'hosted-builder', origin, formId } : { kind: 'cms' }
}

/** The origins the CSP lets the configured hosted services use (none when none is configured). */
export function hostedFormSources(env: Env = process.env): {
  script: string[]
  connect: string[]
  frame: string[]
} {
  const marketing = marketingPortalId(env)
  const builder = formBuilderOrigin(env)
  const marketingScript = `https://js-${hubspotRegion}.hsforms.net`
  const marketingForms = `https://forms-${hubspotRegion}.hsforms.com`
  return {
    script: marketing ? [marketingScript] : [],
    connect: marketing ? [marketingForms] : [],
    frame: [...(marketing ? [marketingForms] : []), ...(builder ? [builder] : [])],
  }
}
