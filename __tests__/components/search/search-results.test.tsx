import { render, screen } from '@testing-library/react';
import { SearchResults } from '@/components/search/search-results';
import english from '@/data/locales/en/messages.json';

// The results page when Pagefind's index cannot load: the exported site says so and offers
// the games and the news; under `npm run dev`, which builds no index, it says what to run.
jest.mock('../../../lib/search/pagefind', () => ({
  loadPagefind: () => Promise.reject(new Error('no index')),
  searchSite: jest.fn(),
}));

const env = process.env as Record<string, string | undefined>;

describe('search results without an index', () => {
  const show = () =>
    render(
      <SearchResults
        words={english.search}
        lang="en"
        index="/pagefind/pagefind.js"
        baseUrl="/"
        inputId="q"
        games={{ href: '/games/', label: 'Games' }}
        news={{ href: '/news/', label: 'News' }}
      />,
    );
  const mode = env.NODE_ENV;
  beforeEach(() => {
    window.history.replaceState(null, '', '/search/?q=neon');
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    env.NODE_ENV = mode;
    jest.restoreAllMocks();
  });

  it('on the site, says it could not load and offers the games and the news', async () => {
    show();
    expect(await screen.findByText(english.search.failed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Games' })).toHaveAttribute('href', '/games/');
  });

  it('under npm run dev, says what to run to search', async () => {
    env.NODE_ENV = 'development';
    show();
    expect(await screen.findByText(english.search.devIndex)).toBeInTheDocument();
    expect(screen.queryByText(english.search.failed)).toBeNull();
  });
});
