'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { format } from '@/lib/core/template.mjs';
import type { Messages } from '@/lib/render/i18n';
import { isSearchKind, searchKinds, type SearchKind } from '@/lib/search/kinds';
import { loadPagefind, searchSite, type SearchAnswer } from '@/lib/search/pagefind';
import { SearchFilters } from './search-filters';
import { SearchResultCard } from './search-result-card';
import { SearchSuggestions } from './search-suggestions';

/** Results shown at first, and added by each "more". */
const PAGE = 10;

/** A search's outcome, for the query, kind and count it was made with (`key`). */
type Answered = {
  key: string;
  query: string;
  kind: SearchKind | undefined;
  answer?: SearchAnswer;
  failed?: true;
};

/** The address never changes under the page (the filters replace it themselves). */
const never = () => () => {};
const readAddress = () => window.location.search;

type Link = { href: string; label: string };

/**
 * The latest search's outcome for the query, kind and count asked (`key`): searched in the
 * page's language's Pagefind index, an answer that comes after a newer question dropped.
 */
function useAnswer({
  index,
  baseUrl,
  query,
  kind,
  count,
  key,
}: {
  index: string;
  baseUrl: string;
  query: string | undefined;
  kind: SearchKind | undefined;
  count: number;
  key: string;
}) {
  const [latest, setLatest] = useState<Answered | undefined>(undefined);
  useEffect(() => {
    if (!query) return;
    let current = true;
    loadPagefind(index, baseUrl)
      .then((pagefind) => searchSite(pagefind, query, kind, count))
      .then(
        (answer) => current && setLatest({ key, query, kind, answer }),
        (error: unknown) => {
          console.error('Search failed:', error);
          if (current) setLatest({ key, query, kind, failed: true });
        },
      );
    return () => {
      current = false;
    };
  }, [key, query, kind, count, index, baseUrl]);
  return latest;
}

/** What the live region says: searching, none found, or how many, in the page's language. */
function statusLine(
  words: Messages['search'],
  lang: string,
  {
    query,
    shown,
    searching,
    all,
  }: { query: string; shown?: Answered; searching: boolean; all: number },
) {
  const answer = shown?.answer;
  if (shown?.failed) return searching ? words.searching : '';
  if (!answer) return words.searching;
  if (all === 0) return format(words.none, { query });
  const plural = new Intl.PluralRules(lang).select(answer.total) as keyof typeof words.count;
  return format(words.count[plural], { count: answer.total.toLocaleString(lang), query });
}

/**
 * The results page's live part: reads `q` (and `kind`) from the address, searches the page's
 * language's index with Pagefind, and lists what it finds. Its count is a live region, its
 * filters are buttons, its results links: all of it works by keyboard alone.
 */
export function SearchResults({
  words,
  lang,
  index,
  baseUrl,
  inputId,
  games,
  news,
}: {
  words: Messages['search'];
  lang: string;
  /** pagefind.js's address. */
  index: string;
  baseUrl: string;
  /** The page's own search box, which shows the query. */
  inputId: string;
  games: Link;
  news: Link;
}) {
  // The address is read in the browser only: the exported HTML has no query (null there).
  const address = useSyncExternalStore(never, readAddress, () => null);
  const params = address === null ? undefined : new URLSearchParams(address);
  const query = params ? (params.get('q') ?? '').trim() : undefined;
  const named = params?.get('kind');
  const [chosen, setChosen] = useState<{ kind: SearchKind | undefined } | undefined>(undefined);
  const kind = chosen ? chosen.kind : isSearchKind(named) ? named : undefined;
  const [count, setCount] = useState(PAGE);
  const key = JSON.stringify([query, kind, count]);

  // The page's own box shows what was searched for (the HTML's is empty).
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (input instanceof HTMLInputElement && query !== undefined) input.value = query;
  }, [inputId, query]);

  const latest = useAnswer({ index, baseUrl, query, kind, count, key });

  const choose = (next: SearchKind | undefined) => {
    setChosen({ kind: next });
    setCount(PAGE);
    const params = new URLSearchParams(window.location.search);
    if (next) params.set('kind', next);
    else params.delete('kind');
    window.history.replaceState(null, '', `?${params}`);
  };

  if (query === undefined) return null;
  if (!query) return <p className="mt-6 text-body">{words.prompt}</p>;

  // While more results load, the list shown stays (and the focus on its button with it).
  const shown = latest && latest.query === query && latest.kind === kind ? latest : undefined;
  const answer = shown?.answer;
  const searching = latest?.key !== key;
  const all = answer ? searchKinds.reduce((sum, name) => sum + answer.counts[name], 0) : 0;
  const status = statusLine(words, lang, { query, shown, searching, all });
  return (
    // data-search-answer: its Japanese face (app/globals.css).
    <div className="mt-6" data-search-answer="">
      {/* Announced when it changes: searching, then how many were found. */}
      <p role="status" className="text-body">
        {status}
      </p>
      {shown?.failed && !searching ? (
        <SearchSuggestions
          // Under next dev no index exists (the build's search step writes it): say what to run.
          lead={process.env.NODE_ENV === 'development' ? words.devIndex : words.failed}
          games={games}
          news={news}
        />
      ) : null}
      {answer && all === 0 ? <SearchSuggestions games={games} news={news} /> : null}
      {answer && all > 0 ? (
        <>
          <SearchFilters
            words={words}
            lang={lang}
            counts={answer.counts}
            all={all}
            kind={kind}
            choose={choose}
          />
          <ol aria-label={words.results} className="mt-6 space-y-4">
            {answer.results.map((result) => (
              <SearchResultCard key={result.url} result={result} kinds={words.kind} />
            ))}
          </ol>
          {answer.total > answer.results.length ? (
            <button
              type="button"
              onClick={() => setCount((shown) => shown + PAGE)}
              className="mt-6 inline-flex min-h-11 items-center rounded-pill bg-raised px-4 text-sm font-bold text-heading transition-colors hover:text-accent-ink"
            >
              {words.more}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
