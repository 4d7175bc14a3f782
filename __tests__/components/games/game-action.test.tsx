import { render, screen } from '@testing-library/react';
import { GameAction } from '@/components/games/game-action';
import { catalogueGames } from '@/data/catalogue';
import { isOut } from '@/lib/content/games/release.mjs';
import type { CatalogueGame } from '@/lib/content/types';

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
    expect(before.href.origin + before.href.pathname).toBe('https://eshop.example/hollow-comet');
    // The studio's campaign, as on every store link.
    expect(before.href.searchParams.get('utm_source')).toBe('studio-site');
    expect(actionAt(gameAt('hollow-comet', '2035-10-30T00:00:00Z')).text).toBe(
      'Buy on Nintendo eShop',
    );
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
