import type { AuthStrategyResult, Payload } from 'payload'

type Session = { id: string; expiresAt: string | Date }

/** The token names a session the user still has, and that session has not expired. */
export function sessionIsLive(user: AuthStrategyResult['user'], now = new Date()): boolean {
  if (!user) return true
  const sid = (user as { _sid?: string })._sid
  if (!sid) return true
  const session = ((user as { sessions?: Session[] }).sessions ?? []).find((entry) => entry.id === sid)
  return Boolean(session) && new Date(session!.expiresAt).getTime() > now.getTime()
}

/**
 * Payload's JWT strategy checks that a token's session still exists but not the session's
 * `expiresAt`, and expired sessions are only pruned at the user's next login: a token whose own
 * expiry lies further out (forged with a leaked secret, or signed before an operator shortened a
 * session) kept working. Here the session's expiry bounds every token that names it.
 */
export function enforceSessionExpiry(payload: Payload): void {
  payload.authStrategies = payload.authStrategies.map((strategy) => {
    if (strategy.name !== 'local-jwt') return strategy
    return {
      ...strategy,
      authenticate: async (args) => {
        const result = await strategy.authenticate(args)
        return sessionIsLive(result.user) ? result : { user: null }
      },
    }
  })
}
