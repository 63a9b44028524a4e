/** The catalogue's category icons (editors pick a name), drawn inline; an unknown name draws a dot. */
const paths: Record<string, string> = {
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.4l-6 6a1.4 1.4 0 0 0 2 2l6-6a4 4 0 0 0 5.4-5.4l-2.5 2.5-2-2z',
  tire: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5a4 4 0 1 1 0 8 4 4 0 0 1 0-8z',
  search:
    'M10.5 4a6.5 6.5 0 1 0 4 11.6l4.2 4.2 1.4-1.4-4.2-4.2A6.5 6.5 0 0 0 10.5 4zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9z',
  plus: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z',
  damage: 'M12 3 2 20h20zm-1 6h2v5h-2zm0 7h2v2h-2z',
}

export function CategoryIcon({ name }: { name: string | null }) {
  const path = paths[name ?? ''] ?? 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z'
  return (
    <svg viewBox="0 0 24 24" className="size-6 shrink-0 fill-current" aria-hidden="true" focusable="false">
      <path d={path} fillRule="evenodd" />
    </svg>
  )
}
