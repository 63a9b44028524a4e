// Module hooks for scripts that load the platform's services: those guard themselves with
// `import 'server-only'`, which throws unless resolved under React's server condition, as Next
// resolves it for server code. A script is server code, so the guard resolves as there.
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== 'server-only') return nextResolve(specifier, context)
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] })
}
