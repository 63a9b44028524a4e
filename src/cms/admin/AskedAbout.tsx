/**
 * What a lead asked about ("Lead desk"): a line and, for a car, its picture, in the leads list
 * (`AskedAboutCell`) and on the lead's page (`AskedAboutField`). Server-rendered; the picture is
 * drawn only from this host's own image folders (`ownImage`), never from another host.
 */
import type { DefaultServerCellComponentProps, TextFieldServerProps } from 'payload'
import { ownImage } from '@/services/leads/kinds'
import { collectionFieldLabels } from './labels'
import { adminLanguage } from './translated'

type Asked = { askedAbout?: string | null; askedAboutImage?: string | null }

function Asked({ lead, size }: { lead: Asked; size: number }) {
  const image = ownImage(lead.askedAboutImage)
  return (
    <span className="vrp-asked-about" style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      {image ? (
        // A fixed thumbnail from this host: the optimiser's sizes are the site's, not the admin's.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={image}
          alt=""
          width={size}
          height={Math.round((size * 2) / 3)}
          style={{ objectFit: 'cover' }}
        />
      ) : null}
      <span>{lead.askedAbout ?? ''}</span>
    </span>
  )
}

export function AskedAboutCell({ rowData }: DefaultServerCellComponentProps) {
  return <Asked lead={rowData as Asked} size={48} />
}

export function AskedAboutField({ data, i18n }: TextFieldServerProps) {
  const lead = (data ?? {}) as Asked
  if (!lead.askedAbout && !ownImage(lead.askedAboutImage)) return null
  return (
    <div className="field-type vrp-asked-about-field" style={{ marginBottom: 'var(--base)' }}>
      <div className="field-label">
        {collectionFieldLabels.leads.askedAbout[adminLanguage(i18n.language)]}
      </div>
      <Asked lead={lead} size={120} />
    </div>
  )
}
