/**
 * A list's error or empty state (spec 02 §2: 'carListError' and 'noSearchResults'), the same in
 * the car list and the dealer-site lists. Null while there are results.
 */
export function ListStatus({
  status,
  texts,
}: {
  status: 'results' | 'empty' | 'error'
  texts: { carListError: string; noSearchResults: string }
}) {
  if (status === 'error')
    return (
      <p role="alert" data-list-error className="rounded border border-red-300 bg-red-50 p-4">
        {texts.carListError}
      </p>
    )
  if (status === 'empty')
    return (
      <p data-list-empty className="rounded border border-neutral-300 bg-neutral-50 p-4">
        {texts.noSearchResults}
      </p>
    )
  return null
}
