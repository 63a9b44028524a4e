import type { BlockComponent } from '../types'

const heights = { Small: 'h-6 md:h-8', Medium: 'h-12 md:h-16', Large: 'h-20 md:h-28' } as const
const backgrounds = {
  None: '',
  BackgroundColor1: 'bg-surface-1',
  BackgroundColor2: 'bg-surface-2',
  BackgroundColor3: 'bg-surface-3',
} as const

/** Vertical space between sections, optionally coloured. */
export const Spacer: BlockComponent<'spacer'> = ({ block }) => {
  const height = heights[block.height as keyof typeof heights]
  if (!height) throw new Error(`Unknown spacer height "${block.height}"`)
  const background = backgrounds[(block.backgroundColor ?? 'None') as keyof typeof backgrounds] ?? ''
  return (
    <div
      aria-hidden="true"
      data-block="spacer"
      data-height={block.height}
      className={`${height} ${background}`}
    />
  )
}
