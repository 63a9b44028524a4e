/** The placeholder cards shown while the first page for new tags loads. */
export function StoriesSkeleton({ count, grid, loading }: { count: number; grid: string; loading: string }) {
  return (
    <div role="status" aria-live="polite" data-stories-skeleton className={grid}>
      <span className="sr-only">{loading}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="animate-pulse overflow-hidden rounded-lg bg-white ring-1 ring-black/10"
        >
          <div className="aspect-[16/9] bg-surface-2" />
          <div className="flex flex-col gap-2 p-4">
            <div className="h-4 w-1/3 rounded bg-surface-2" />
            <div className="h-5 w-3/4 rounded bg-surface-2" />
            <div className="h-4 w-full rounded bg-surface-2" />
          </div>
        </div>
      ))}
    </div>
  )
}
