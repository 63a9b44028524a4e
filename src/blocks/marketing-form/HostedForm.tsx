import { headers } from 'next/headers'
import { formBuilderFrameUrl, hubspotRegion, marketingScriptUrl, type EmbedChoice } from '@/lib/forms/hosted'

/** The request's CSP nonce (src/proxy.ts): a script of ours runs only with it. */
export const requestNonce = async () => (await headers()).get('x-nonce') ?? undefined

/**
 * A hosted service's form instead of the CMS-built one (src/lib/forms/hosted.ts): the marketing
 * service's embed script (region eu1) and its frame target, or the hosted form builder's page in
 * a frame. Rendered only when configured; the CSP then allows their origins.
 */
export function HostedForm({
  choice,
  title,
  nonce,
}: {
  choice: Exclude<EmbedChoice, { kind: 'cms' }>
  title: string
  nonce?: string
}) {
  if (choice.kind === 'hosted-marketing')
    return (
      <div data-hosted-form="marketing">
        <script src={marketingScriptUrl(choice.portalId)} nonce={nonce} defer />
        <div
          className="hs-form-frame"
          data-region={hubspotRegion}
          data-form-id={choice.formId}
          data-portal-id={choice.portalId}
        />
      </div>
    )
  return (
    <iframe
      data-hosted-form="builder"
      title={title}
      src={formBuilderFrameUrl(choice.origin, choice.formId)}
      loading="lazy"
      className="block h-[40rem] w-full border-0"
    />
  )
}
