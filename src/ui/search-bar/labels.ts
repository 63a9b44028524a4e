import { translate, type Dictionary } from '@/services/content/dictionary'
import type { SearchBarLabels } from './SearchBar.client'

export function searchBarLabels(dictionary: Dictionary): SearchBarLabels {
  return {
    input: translate(dictionary, 'searchInputLabel'),
    submit: translate(dictionary, 'searchButton'),
    clear: translate(dictionary, 'searchClear'),
  }
}
