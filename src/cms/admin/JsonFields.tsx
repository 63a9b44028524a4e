'use client'
/**
 * JSON fields without Payload's code editor, which loads Monaco from a third-party CDN and so
 * never renders offline or under our Content-Security-Policy ("Staff are users too": nothing in
 * the admin loads from another host). `JsonView` shows a stored record as labelled values, read
 * only; `JsonText` edits JSON as text, refused on save while it does not parse.
 */
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useId, useState } from 'react'

const humanKey = (key: string) =>
  key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase())

function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <span>—</span>
  if (typeof value === 'boolean') return <span>{value ? '✓' : '✗'}</span>
  if (typeof value !== 'object') return <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>
  if (Array.isArray(value) && value.every((entry) => typeof entry !== 'object' || entry === null))
    return <span>{value.map(String).join(', ')}</span>
  return <Entries value={value as Record<string, unknown>} />
}

function Entries({ value }: { value: Record<string, unknown> | unknown[] }) {
  const entries = Array.isArray(value)
    ? value.map((entry, index) => [String(index + 1), entry] as const)
    : Object.entries(value)
  if (entries.length === 0) return <span>—</span>
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
        gap: '0.25rem 1rem',
        margin: 0,
      }}
    >
      {entries.map(([key, entry]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{humanKey(key)}</dt>
          <dd style={{ margin: 0 }}>
            <Value value={entry} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

export const JsonView: JSONFieldClientComponent = ({ field, path: pathFromProps }) => {
  const { path, value } = useField<unknown>({ potentiallyStalePath: pathFromProps })
  return (
    <div className="field-type vrp-json-view" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel label={field.label} path={path} />
      <div id={`field-${path.replace(/\./g, '__')}`}>
        {value && typeof value === 'object' ? (
          <Entries value={value as Record<string, unknown>} />
        ) : (
          <Value value={value} />
        )}
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}

export const JsonText: JSONFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { path, value, setValue, showError } = useField<unknown>({ potentiallyStalePath: pathFromProps })
  const id = useId()
  const [text, setText] = useState(() =>
    value === undefined || value === null ? '' : JSON.stringify(value, null, 2),
  )
  const [invalid, setInvalid] = useState(false)
  return (
    <div
      className={`field-type vrp-json-text${showError || invalid ? ' error' : ''}`}
      style={{ marginBottom: 'var(--base)' }}
    >
      <FieldLabel label={field.label} path={path} htmlFor={id} required={field.required} />
      <FieldError path={path} showError={showError} />
      <textarea
        id={id}
        value={text}
        readOnly={readOnly}
        rows={Math.min(20, Math.max(4, text.split('\n').length + 1))}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-parse` : undefined}
        spellCheck={false}
        style={{ width: '100%', fontFamily: 'monospace' }}
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          try {
            setValue(next.trim() === '' ? null : JSON.parse(next))
            setInvalid(false)
          } catch {
            // Kept as text, so the field's own check refuses it on save with Payload's message.
            setValue(next)
            setInvalid(true)
          }
        }}
      />
      {invalid ? (
        <p id={`${id}-parse`} role="alert">
          Not valid JSON yet
        </p>
      ) : null}
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
