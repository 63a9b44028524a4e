/** The texts of one site and language, by key (spec 01 §3 dictionary), as the content layer loads them. */
export type Dictionary = Record<string, string>

/** A text by key, or the key itself so a missing entry is visible rather than blank. */
export function translate(dictionary: Dictionary, key: string): string {
  return dictionary[key] ?? key
}

/** `t(key)` over one dictionary, the way every block and label helper reads its texts. */
export const translator =
  (dictionary: Dictionary) =>
  (key: string): string =>
    translate(dictionary, key)
