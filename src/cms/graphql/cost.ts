/**
 * What a GraphQL query costs to answer, counted before it runs: every field once, everything under
 * a list query (any field with `docs` or a `limit` argument) once per document it may return, and
 * each list query itself as the database query (a find and a count) it is. Aliases are fields like
 * any other, so 75 aliases of `Pages(limit: 500)` cost 75 × (listQueryCost + 500 × their fields),
 * and 70 of `Pages(limit: 20) { docs { id } }` (3.3 s each when anyone could send them) cost more
 * than a query may. Payload's own complexity rule counts each field once, whatever its `limit`.
 */
import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql'

/**
 * About 100 documents of 9 fields, or 7 small list queries: what a script of the group's staff
 * asks at once. 35 small list queries (cost 4,935) in a loop from five clients held a worker for
 * seconds at a time and took other visitors' pages from 30 ms to 3 s ("GraphQL: staff only").
 */
export const maxQueryCost = 1_000
/** One list query's own cost (its find and count), whatever it selects. */
export const listQueryCost = 100
/** Deeper selections are refused whatever their cost. */
export const maxSelectionDepth = 12
/** What Payload returns when a list query names no limit. */
const defaultLimit = 10
/** `limit: 0` or `pagination: false` asks for every document. */
const unbounded = 10_000

type Variables = Record<string, unknown>

function numberArgument(value: ValueNode | undefined, variables: Variables): unknown {
  if (!value) return undefined
  if (value.kind === Kind.INT) return Number(value.value)
  if (value.kind === Kind.BOOLEAN) return value.value
  if (value.kind === Kind.VARIABLE) return variables[value.name.value]
  return undefined
}

export function queryCost(document: DocumentNode, variables: Variables = {}): number {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)

  const costOf = (selectionSet: SelectionSetNode | undefined, depth: number, seen: Set<string>): number => {
    if (!selectionSet) return 0
    if (depth > maxSelectionDepth) return Infinity
    let total = 0
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value
        // A fragment that spreads itself would never end; GraphQL validation refuses it later.
        if (seen.has(name)) return Infinity
        total += costOf(fragments.get(name)?.selectionSet, depth, new Set([...seen, name]))
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += costOf(selection.selectionSet, depth, seen)
      } else {
        const argument = (name: string) =>
          numberArgument(selection.arguments?.find((arg) => arg.name.value === name)?.value, variables)
        const limit = argument('limit')
        const isList =
          limit !== undefined ||
          Boolean(
            selection.selectionSet?.selections.some(
              (child) => child.kind === Kind.FIELD && child.name.value === 'docs',
            ),
          )
        const documents = !isList
          ? 1
          : argument('pagination') === false || limit === 0
            ? unbounded
            : typeof limit === 'number' && limit > 0
              ? limit
              : defaultLimit
        total +=
          1 + (isList ? listQueryCost : 0) + documents * costOf(selection.selectionSet, depth + 1, seen)
      }
    }
    return total
  }

  let cost = 0
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION) cost += costOf(definition.selectionSet, 1, new Set())
  return cost
}
