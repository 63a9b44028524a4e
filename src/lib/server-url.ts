/** The admin's origin (and the default site's), e.g. http://localhost:3000. */
export function serverUrl(): string {
  return (process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')
}
