/**
 * The catalogue's category icons (editors pick a name), drawn inline. None of them is a round dot
 * or ring beside the name, which would read as a radio button; an unknown name draws no icon.
 */
const paths: Record<string, string> = {
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.4l-6 6a1.4 1.4 0 0 0 2 2l6-6a4 4 0 0 0 5.4-5.4l-2.5 2.5-2-2z',
  // A wheel with spokes and tread marks.
  tire: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2.5a7.5 7.5 0 1 1 0 15 7.5 7.5 0 0 1 0-15zM11 6v4.1a2 2 0 0 0-.9.9H6v2h4.1a2 2 0 0 0 .9.9V18h2v-4.1a2 2 0 0 0 .9-.9H18v-2h-4.1a2 2 0 0 0-.9-.9V6z',
  search:
    'M10.5 4a6.5 6.5 0 1 0 4 11.6l4.2 4.2 1.4-1.4-4.2-4.2A6.5 6.5 0 0 0 10.5 4zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9z',
  plus: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z',
  damage: 'M12 3 2 20h20zm-1 6h2v5h-2zm0 7h2v2h-2z',
}

export function CategoryIcon({ name }: { name: string | null }) {
  const path = paths[name ?? '']
  if (!path) return null
  return (
    <svg viewBox="0 0 24 24" className="size-6 shrink-0 fill-current" aria-hidden="true" focusable="false">
      <path d={path} fillRule="evenodd" />
    </svg>
  )
}
