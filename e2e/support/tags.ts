/**
 * The smoke set (vitest.e2e.config.ts): what the PostgreSQL pass runs of the browser tests. A test
 * repeated at two widths is in it at one; its markup is the SQLite pass's to check.
 */
export const smoke = { tags: ['smoke'] }

export const smokeAtDesktop = (viewport: string) => (viewport === 'desktop' ? smoke : {})
