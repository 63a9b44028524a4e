import type { HistogramBucket } from '@/services/search/contract'

/** A facet value as the filter panel reads it: without `children` where it has none. */
export type PanelFacetValue = { text: string; count: number; children?: PanelFacetValue[] }

export type ListFacet =
  | { name: string; type: 'value'; value: PanelFacetValue[] }
  | { name: string; type: 'histogram'; value: HistogramBucket[] }
