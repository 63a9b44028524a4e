import { useId, useState, type ReactNode } from 'react'
import { recordFormats, seedFormats, stopRecordingFormats } from '@/ui/vehicle/format'

const onServer = typeof window === 'undefined'

/**
 * For an island whose first render formats numbers. On the server, the texts its body formats
 * are kept and written into its markup as a JSON script; in the browser they are read back
 * before it hydrates, so hydrating builds no Intl formatter (see `seedFormats` in
 * `@/ui/vehicle/format`). Call it first in the island's body and render what `seed()` returns
 * as the last child of its root element: the texts formatted from the call on are kept, by the
 * island's body and by the components rendered before the seed (the server renders them in
 * order, so an island split into step components keeps their texts too). An island mounted by a
 * client-side navigation finds no script and formats as usual.
 */
export function useFormatSeed(): () => ReactNode {
  const id = `${useId()}formats`
  const [stored] = useState(() => {
    if (onServer) return null
    const text = document.getElementById(id)?.textContent ?? null
    if (text) seedFormats(JSON.parse(text) as Array<[string, string]>)
    return text
  })
  if (onServer) {
    const kept = recordFormats()
    return function keptFormats() {
      return <KeptFormats id={id} kept={kept} />
    }
  }
  return function storedFormats() {
    if (stored === null) return null
    return (
      <script
        type="application/json"
        id={id}
        dangerouslySetInnerHTML={{ __html: stored }}
        suppressHydrationWarning
      />
    )
  }
}

/** On the server, rendered after the island's other children: what they formatted is kept too. */
function KeptFormats({ id, kept }: { id: string; kept: Map<string, string> }) {
  stopRecordingFormats()
  // JSON in a script: `<` written as \u003c so no text can close it.
  const json = JSON.stringify([...kept]).replace(/</g, '\\u003c')
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: json }} />
}
