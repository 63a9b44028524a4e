/**
 * One value per process for a module's state (a cache, a connection pool). Next.js may load a
 * module once per route bundle, so a module-level `const` can exist several times in a process
 * and an edit that drops one copy would leave the others. The value lives on globalThis under
 * `__<name>` instead, made by the first copy that asks.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const shared = globalThis as unknown as Record<string, unknown>
  const key = `__${name}`
  if (!(key in shared)) shared[key] = create()
  return shared[key] as T
}
