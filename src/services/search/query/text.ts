/**
 * Words for the keyphrase. Accents are folded here, in one place, for both the indexed text and
 * the query, so that "Škoda", "Skoda", "Ålesund" and "Alesund" meet on both databases: SQLite's
 * remove_diacritics leaves letters such as ø and æ alone, and PostgreSQL's unaccent would need
 * an extension the app may not be allowed to create.
 */
const letters: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
  ı: 'i',
}

export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øæœßđłþðı]/g, (letter) => letters[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
}

export function words(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []
}

/** The longest keyphrase the service takes (characters); a search box holds no more. */
export const maxKeyphraseLength = 500

/** At most this many words of a keyphrase are used; more only slows the query down. */
export const maxKeyphraseWords = 8

export function keyphraseWords(keyphrase: string | null | undefined): string[] {
  return [...new Set(words(keyphrase ?? ''))].slice(0, maxKeyphraseWords)
}

/**
 * The word that marks a row's index generation in the shared text index, so a keyphrase search
 * reads only its own index's matches. Letters only, unlike any word of a record (they are folded
 * and a real word starting with "zq" and 7+ base-36 digits is not a thing).
 */
export function scopeToken(part: string): string {
  let hash = 0x811c9dc5
  for (const char of part) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0
  return `zq${hash.toString(36).padStart(7, '0')}`.replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)])
}

/** FTS5 query within one scope: every word must match, each as a prefix. Words are [letters/digits] only. */
export function sqliteMatchQuery(terms: readonly string[], scope: string): string {
  return `scope:"${scope}" AND body:(${terms.map((term) => `"${term}"*`).join(' AND ')})`
}

/** Flattens a record's text fields (strings, numbers, lists of them) into one folded text. */
export function recordText(record: Record<string, unknown>, fields: readonly string[]): string {
  const parts: string[] = []
  for (const field of fields) {
    const value = record[field]
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' || typeof item === 'number') parts.push(String(item))
    }
  }
  return words(parts.join(' ')).join(' ')
}
