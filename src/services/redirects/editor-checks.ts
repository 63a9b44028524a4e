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

/**
 * True when the rule's own Location would be redirected again by the same rule, so a visitor
 * would bounce forever. Checked on a sample request built from the source and conditions.
 */
export function wouldLoop(rule: RedirectRule): boolean {
  const samplePath = samplePathFor(rule.source)
  if (samplePath === null) return false
  const hostCondition = rule.has?.find((condition) => condition.type === 'host')
  const query = new URLSearchParams()
  for (const condition of rule.has ?? []) {
    if (condition.type === 'query') query.append(condition.key, condition.value ?? 'loop-check')
  }
  const { match } = compileRedirects([rule])
  const host = hostCondition?.value ?? 'loop-check.invalid'
  const first = match({ host, pathname: samplePath, search: query.toString() })
  if (!first) return false
  // A relative Location stays on the same host; an absolute one is followed to its own host.
  const next = new URL(first.location, `http://${host}`)
  return match({ host: next.host, pathname: next.pathname, search: next.search }) !== null
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
