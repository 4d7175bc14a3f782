// The part of Pagefind's browser API (pagefind.js, written into out/pagefind/ by the build's
// search step) the results page uses. It is loaded at run time from the site itself, never
// bundled: the index and its loader come from the same build.
import { isSearchKind, searchKinds, type SearchKind } from './kinds';
import { excerptParts, type ExcerptPart } from './excerpt';

type PagefindData = {
  url: string;
  excerpt: string;
  meta: { title?: string; image?: string };
  filters: { kind?: string[] };
};

type PagefindSearch = {
  results: { id: string; data: () => Promise<PagefindData> }[];
  filters: { kind?: Record<string, number> };
};

export type Pagefind = {
  options: (options: { baseUrl?: string; excerptLength?: number }) => Promise<void>;
  /** Loads the filters' index: until then a search counts no kinds. */
  filters: () => Promise<Record<string, Record<string, number>>>;
  search: (
    query: string,
    options?: { filters?: { kind?: SearchKind } },
  ) => Promise<PagefindSearch | null>;
};

export type SearchResult = {
  url: string;
  title: string;
  kind: SearchKind | undefined;
  excerpt: ExcerptPart[];
  image: string | undefined;
};

export type SearchAnswer = {
  /** How many pages match, in the kind chosen (every kind when none is). */
  total: number;
  /** How many match in each kind, whichever is chosen: the filters' counts. */
  counts: Record<SearchKind, number>;
  /** The first `count` results, best first. */
  results: SearchResult[];
};

let loading: Promise<Pagefind> | undefined;

/**
 * Pagefind's module, loaded once. `baseUrl` prefixes the results' addresses (a site under
 * BASE_PATH).
 */
export function loadPagefind(url: string, baseUrl: string): Promise<Pagefind> {
  loading ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url).then(
    async (module: Pagefind) => {
      await module.options({ baseUrl, excerptLength: 24 });
      await module.filters();
      return module;
    },
  );
  // A failed load may be tried again (a page reloaded from a flaky connection).
  loading.catch(() => (loading = undefined));
  return loading;
}

/** One search in the page's language: the counts per kind, and the first `count` results. */
export async function searchSite(
  pagefind: Pagefind,
  query: string,
  kind: SearchKind | undefined,
  count: number,
): Promise<SearchAnswer> {
  const every = await pagefind.search(query);
  const chosen = kind ? await pagefind.search(query, { filters: { kind } }) : every;
  const counts = Object.fromEntries(
    searchKinds.map((name) => [name, every?.filters.kind?.[name] ?? 0]),
  ) as Record<SearchKind, number>;
  const found = chosen?.results ?? [];
  const results = await Promise.all(
    found.slice(0, count).map(async (result) => {
      const data = await result.data();
      const named = data.filters.kind?.[0];
      return {
        url: data.url,
        title: data.meta.title ?? data.url,
        kind: isSearchKind(named) ? named : undefined,
        excerpt: excerptParts(data.excerpt),
        image: data.meta.image,
      };
    }),
  );
  return { total: found.length, counts, results };
}
