'use client'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { CopyButton } from '@/ui/copy-button/CopyButton.client'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { shareTargets, shareUrl } from '@/ui/social/channels'

type Props = {
  labels: { share: string; shareNative: string; copyLink: string; copied: string }
  icons: { share: ReactNode; link: ReactNode; targets: Record<string, ReactNode> }
}

const pageAddress = () => window.location.href.split('#')[0]

/** The share menu: network share pages with the page address, the native share sheet, copy link. */
export function ShareMenu({ labels, icons }: Props) {
  const [open, setOpen] = useState(false)
  const [canShareNatively, setCanShareNatively] = useState(false)
  const [address, setAddress] = useState('')
  const rootRef = useHydratedMarker<HTMLDivElement>()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, rootRef])

  const item = 'flex w-full items-center gap-3 rounded px-3 py-2 text-left hover:bg-neutral-100'
  return (
    <div ref={rootRef} className="relative inline-block" data-share-menu="">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setAddress(pageAddress())
          setCanShareNatively(typeof navigator.share === 'function')
          setOpen((value) => !value)
        }}
        className="inline-flex items-center gap-2 rounded border border-current px-4 py-2 font-medium"
      >
        {icons.share}
        {labels.share}
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute left-0 z-30 mt-2 w-64 rounded border border-neutral-200 bg-white p-2 text-neutral-900 shadow-lg"
      >
        {open && address ? (
          <ul>
            {shareTargets.map((target) => (
              <li key={target.name}>
                <a
                  className={item}
                  href={shareUrl(target.url, address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-share-target={target.name}
                >
                  {icons.targets[target.icon]}
                  {target.name}
                </a>
              </li>
            ))}
            {canShareNatively ? (
              <li>
                <button
                  type="button"
                  className={item}
                  onClick={() =>
                    navigator.share({ url: address, title: document.title }).catch(() => undefined)
                  }
                >
                  {icons.share}
                  {labels.shareNative}
                </button>
              </li>
            ) : null}
            <li>
              <CopyButton
                value={address}
                label={labels.copyLink}
                copiedLabel={labels.copied}
                icon={icons.link}
                className={item}
              />
            </li>
          </ul>
        ) : null}
      </div>
    </div>
  )
}
