// Checks run when an editor saves a rule. Pure, so the CMS hook and the tests share them.
import { type Key, compile, parse } from 'path-to-regexp'
import { compileRedirects } from './compile'
import { normaliseSource } from './compiled-rule'
import type { RedirectCondition, RedirectRule } from './types'

/** A readable reason when the source cannot be compiled, or null when it is fine. */
export function checkSource(source: string): string | null {
  const normalised = normaliseSource(source)
  if (!normalised.startsWith('/')) return `The source "${source}" must start with "/".`
  try {
    parse(normalised)
    return null
  } catch (error) {
    return `The source "${source}" is not a valid path pattern: ${(error as Error).message}.`
  }
}

/**
 * Another rule that matches exactly the same requests (same source pattern, same conditions)
 * but sends them elsewhere. Only the earlier of the two can ever apply, so the editor is warned.
 */
export function findConflictingDuplicate(
  rule: RedirectRule,
  otherRules: RedirectRule[],
): RedirectRule | null {
  const signature = matchSignature(rule)
  const conflict = otherRules.find(
    (other) =>
      other !== rule &&
      (rule.id === undefined || other.id !== rule.id) &&
      other.destination.trim() !== rule.destination.trim() &&
      matchSignature(other) === signature,
  )
  return conflict ?? null
}

export function duplicateWarning(rule: RedirectRule, other: RedirectRule): string {
  return (
    `${describeRule(other)} already redirects the same requests to "${other.destination}". ` +
    `Only the rule higher in the list applies, so one of "${other.destination}" and ` +
    `"${rule.destination}" will never be used.`
  )
}

type SampleRequest = { host: string; pathname: string; search: string }

/**
 * Where a visitor lands after one redirect by this rule, from a sample request built from its
 * source and conditions; null when no sample can be built or the rule does not apply to it.
 */
function followOnce(rule: RedirectRule): SampleRequest | null {
  const samplePath = samplePathFor(rule.source)
  if (samplePath === null) return null
  const hostCondition = rule.has?.find((condition) => condition.type === 'host')
  const query = new URLSearchParams()
  for (const condition of rule.has ?? []) {
    if (condition.type === 'query') query.append(condition.key, condition.value ?? 'loop-check')
  }
  const host = hostCondition?.value ?? 'loop-check.invalid'
  const first = compileRedirects([rule]).match({ host, pathname: samplePath, search: query.toString() })
  if (!first) return null
  // A relative Location stays on the same host; an absolute one is followed to its own host.
  const next = new URL(first.location, `http://${host}`)
  return { host: next.host, pathname: next.pathname, search: next.search }
}

const redirects = (rule: RedirectRule, request: SampleRequest) =>
  compileRedirects([rule]).match(request) !== null

/**
 * True when the rule's own Location would be redirected again by the same rule, so a visitor
 * would bounce forever. Checked on a sample request built from the source and conditions.
 */
export function wouldLoop(rule: RedirectRule): boolean {
  const next = followOnce(rule)
  return next !== null && redirects(rule, next)
}

/**
 * Another rule of the table that would redirect a visitor again right after this one (`after`),
 * or that sends visitors to where this one redirects them from (`before`): a chain of redirects,
 * or with both, a loop between rules. Null when the rule stands alone.
 */
export function findChain(
  rule: RedirectRule,
  otherRules: RedirectRule[],
): { other: RedirectRule; position: 'after' | 'before' } | null {
  const others = otherRules.filter(
    (other) => other !== rule && (rule.id === undefined || other.id !== rule.id),
  )
  const next = followOnce(rule)
  const after = next && others.find((other) => redirects(other, next))
  if (after) return { other: after, position: 'after' }
  const before = others.find((other) => {
    const landing = followOnce(other)
    return landing !== null && redirects(rule, landing)
  })
  return before ? { other: before, position: 'before' } : null
}

export function chainMessage(
  rule: RedirectRule,
  chain: { other: RedirectRule; position: 'after' | 'before' },
) {
  const other = describeRule(chain.other)
  return chain.position === 'after'
    ? `This rule cannot be saved: ${other} redirects its destination "${rule.destination}" again, ` +
        `so visitors would be redirected twice or in a loop. Point this rule at "${chain.other.destination}" directly.`
    : `This rule cannot be saved: ${other} sends visitors to "${rule.source}", which this rule ` +
        `would redirect again. Change that rule's destination to "${rule.destination}" instead.`
}

export function loopMessage(rule: RedirectRule): string {
  return (
    `This rule cannot be saved: its destination "${rule.destination}" matches its own source ` +
    `"${rule.source}" again, so visitors would be redirected in an endless loop. ` +
    `Change the destination or narrow the source.`
  )
}

export function describeRule(rule: RedirectRule): string {
  const name = rule.id === undefined ? '' : ` ${rule.id}`
  return `The rule${name} (${rule.source} → ${rule.destination})`
}

/** Equal for rules that match the same requests: case, parameter names and condition order do not matter. */
function matchSignature(rule: RedirectRule): string {
  let tokens: string
  try {
    tokens = parse(normaliseSource(rule.source))
      .map((token) => (typeof token === 'string' ? token.toLowerCase() : keySignature(token)))
      .join('')
  } catch {
    tokens = rule.source.trim()
  }
  const conditions = (rule.has ?? []).map(conditionSignature).sort()
  return `${tokens} ${conditions.join(' ')}`
}

function keySignature(key: Key): string {
  return `{${key.prefix}(${key.pattern})${key.suffix}}${key.modifier}`
}

function conditionSignature(condition: RedirectCondition): string {
  return condition.type === 'host'
    ? `host=${condition.value.trim().toLowerCase()}`
    : `query:${condition.key}${condition.value === undefined ? '' : `=${condition.value}`}`
}

/** A path the source matches, with each parameter given a value its pattern accepts. */
function samplePathFor(source: string): string | null {
  try {
    const normalised = normaliseSource(source)
    const parameters: Record<string, string | string[]> = {}
    for (const token of parse(normalised)) {
      if (typeof token === 'string') continue
      const value = ['loop-check', '1', 'a'].find((candidate) =>
        new RegExp(`^(?:${token.pattern})$`, 'i').test(candidate),
      )
      if (value === undefined) return null
      parameters[String(token.name)] = token.modifier === '*' || token.modifier === '+' ? [value] : value
    }
    return compile(normalised, { validate: false })(parameters)
  } catch {
    return null
  }
}
