import { render, screen } from '@testing-library/react';
import { GameAction } from '@/components/games/game-action';
import { catalogueGames } from '@/data/catalogue';
import { isOut } from '@/lib/content/games/release.mjs';
import type { CatalogueGame } from '@/lib/content/types';
import { gameAction } from '@/lib/content/games/game-action.mjs';
import { marketOrder, type Region } from '@/lib/content/games/markets.mjs';

// A game page's action as of the build's instant (BUILD_AT): the sample's games, each
// platform marked as the resolver marks it then (isOut).
const sample = (slug: string) => catalogueGames().find((game) => game.slug === slug)!;
const gameAt = (slug: string, instant: string): CatalogueGame => {
  const game = sample(slug);
  return {
    ...game,
    platforms: game.platforms?.map((entry) => ({
      ...entry,
      out: isOut(entry.release, new Date(instant)),
      regions: entry.regions?.map((own) => ({
        ...own,
        out: isOut(own.release, new Date(instant)),
      })),
    })),
  };
};

/** The action's link: its text and where it goes. */
function actionAt(game: CatalogueGame) {
  const { unmount } = render(<GameAction game={game} />);
  const link = screen.getByRole('link');
  const action = { text: link.textContent, href: new URL(link.getAttribute('href') ?? '') };
  unmount();
  return action;
}

describe('a game page’s action, as its state calls for', () => {
  it('asks for a wishlist on the eShop before Hollow Comet’s Switch day, a purchase from it', () => {
    // Out on Windows since 8 August 2035, with no store for it: the eShop waits for the Switch.
    const before = actionAt(gameAt('hollow-comet', '2035-10-29T23:59:00Z'));
    expect(before.text).toBe('Wishlist on Nintendo eShop');
    // North America's eShop: the first of the English pages' markets (data/brand.json).
    expect(before.href.origin + before.href.pathname).toBe(
      'https://eshop.example/en-us/hollow-comet',
    );
    // The studio's campaign, as on every store link.
    expect(before.href.searchParams.get('utm_source')).toBe('studio-site');
    expect(actionAt(gameAt('hollow-comet', '2035-10-30T00:00:00Z')).text).toBe(
      'Buy on Nintendo eShop',
    );
  });

  it('asks in the market of the page’s language, on its own day there', () => {
    // The order a language's pages take (data/brand.json's markets); the words are the
    // page's, checked over out/ in every language.
    const inMarkets = (instant: string, first: Region[]) =>
      gameAction(gameAt('hollow-comet', instant), marketOrder(first));
    // Europe's eShop, out on the same day as North America's.
    expect(inMarkets('2035-10-30T00:00:00Z', ['europe'])).toEqual({
      kind: 'buy',
      store: 'nintendo',
      url: 'https://eshop.example/en-eu/hollow-comet',
    });
    // Japan's eShop, whose Switch day is 13 November 2035.
    const japan = 'https://eshop.example/ja-jp/hollow-comet';
    expect(inMarkets('2035-11-12T23:59:00Z', ['japan'])).toEqual({
      kind: 'wishlist',
      store: 'nintendo',
      url: japan,
    });
    expect(inMarkets('2035-11-13T00:00:00Z', ['japan'])).toMatchObject({ kind: 'buy', url: japan });
  });

  it('skips a store delisted in the first market for one that sells there', () => {
    const game = gameAt('hollow-comet', '2035-10-30T00:00:00Z');
    const gone = {
      ...game,
      stores: game.stores?.map((link) =>
        link.region === 'north-america'
          ? { ...link, price: undefined, delisted: true as const }
          : link,
      ),
    };
    // North America's eShop is gone; the App Store sells there, for iOS, not out yet.
    expect(actionAt(gone).text).toBe('Follow on App Store');
  });

  it('offers Riftline Tactics’ wishlist while its release is a window', () => {
    expect(actionAt(gameAt('riftline-tactics', '2040-01-01T00:00:00Z')).text).toBe(
      'Wishlist on Steam',
    );
  });

  it('follows a store with no wishlist, and gets a free game rather than buying it', () => {
    const game = gameAt('riftline-tactics', '2035-01-01T00:00:00Z');
    const itchOnly = { ...game, stores: game.stores?.filter(({ store }) => store === 'itch') };
    expect(actionAt(itchOnly).text).toBe('Follow on itch.io');
    const out = gameAt('orbital-bloom', '2035-05-15T00:00:00Z');
    const free = {
      ...out,
      stores: out.stores?.map((link) => ({
        ...link,
        price: { amount: 0, currency: 'USD' as const },
      })),
    };
    expect(actionAt(free).text).toBe('Get it on Steam');
  });

  it('invites into Glasswing Run’s early access', () => {
    expect(actionAt(gameAt('glasswing-run', '2026-06-01T00:00:00Z')).text).toBe(
      'Join the early access on Steam',
    );
  });

  it('offers nothing for Skyforge Relay, and says it is no longer sold', () => {
    render(<GameAction game={gameAt('skyforge-relay', '2026-06-01T00:00:00Z')} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Skyforge Relay is no longer sold.')).toBeInTheDocument();
  });
});
