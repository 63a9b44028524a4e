const skeletonCards = 24

function Skeleton() {
  return (
    <div data-skeleton className="animate-pulse overflow-hidden rounded-lg ring-1 ring-neutral-200">
      <div className="aspect-[4/3] bg-neutral-200" />
      <div className="space-y-2 p-4">
        <div className="h-5 w-2/3 rounded bg-neutral-200" />
        <div className="h-4 w-1/2 rounded bg-neutral-200" />
        <div className="h-6 w-1/3 rounded bg-neutral-200" />
      </div>
    </div>
  )
}

/** The cards' placeholders while a change's list is on its way. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div
      aria-busy="true"
      aria-label={label}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
    >
      {Array.from({ length: skeletonCards }, (_, position) => (
        <Skeleton key={position} />
      ))}
    </div>
  )
}
