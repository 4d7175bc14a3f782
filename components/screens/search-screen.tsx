import { preloadModule } from 'react-dom';
import { SearchBox } from '@/components/layout/search-box';
import { SearchResults } from '@/components/search/search-results';
import { SearchSuggestions } from '@/components/search/search-suggestions';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { localisedPath } from '@/lib/core/locales.mjs';
import { gamesIndex, newsListPath } from '@/lib/core/routes.mjs';
import { withBasePath } from '@/lib/core/site-url';

/** The page's own search box: it shows the query the results are for. */
const INPUT_ID = 'search-page';

/**
 * /search/?q=…, built only with search on (data/brand.json): its heading and box as HTML, the
 * results drawn in the browser from the language's Pagefind index. Without JavaScript it says
 * so and links the games and the news.
 */
export function SearchScreen() {
  const { code } = getLocale();
  // Fetched beside the runtime rather than after it hydrates: Pagefind's loader.
  preloadModule(withBasePath('/pagefind/pagefind.js'));
  const { search } = getMessages();
  const games = { href: withBasePath(localisedPath(gamesIndex.path, code)), label: search.games };
  const posts = {
    href: withBasePath(localisedPath(newsListPath(undefined), code)),
    label: search.news,
  };
  return (
    <section
      aria-labelledby="search-heading"
      data-search-results=""
      className="mx-auto max-w-3xl py-8"
    >
      <h1 id="search-heading" className="text-3xl font-bold text-heading sm:text-4xl">
        {search.heading}
      </h1>
      {/* The page's largest paint, with its HTML: the results come after the runtime. */}
      <p className="mt-3 text-lg text-body">{search.lead}</p>
      <SearchBox id={INPUT_ID} labelledBy="search-heading" className="mt-6" />
      {/* The runtime starts once the page has painted (the post-build step's loader), so
          this shows only where scripts cannot run. */}
      <SearchSuggestions
        lead={search.needsScript}
        games={games}
        news={posts}
        className="hidden flex-col noscript:flex"
      />
      {/* Taller than the window, so the results land above the footer without moving it. */}
      <div className="min-h-screen">
        <SearchResults
          words={search}
          lang={code}
          index={withBasePath('/pagefind/pagefind.js')}
          baseUrl={withBasePath('/')}
          inputId={INPUT_ID}
          games={games}
          news={posts}
        />
      </div>
    </section>
  );
}
