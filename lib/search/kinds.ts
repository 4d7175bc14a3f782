/**
 * What a search result can be, as the index's `kind` filter names it (SearchEntry) and the
 * results page's filters offer it, in this order.
 */
export const searchKinds = ['game', 'news', 'presskit', 'page'] as const;

export type SearchKind = (typeof searchKinds)[number];

export const isSearchKind = (value: unknown): value is SearchKind =>
  searchKinds.some((kind) => kind === value);
