import { translate, type Dictionary } from '@/lib/i18n/dictionary'
import type { SearchBarLabels } from './SearchBar.client'

export function searchBarLabels(dictionary: Dictionary): SearchBarLabels {
  return {
    input: translate(dictionary, 'searchInputLabel'),
    submit: translate(dictionary, 'searchButton'),
    clear: translate(dictionary, 'searchClear'),
  }
}
