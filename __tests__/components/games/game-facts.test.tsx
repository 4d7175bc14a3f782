import { render, screen, within } from '@testing-library/react';
import { GameFacts } from '@/components/games/game-facts';
import { VideoGameJsonLd } from '@/components/seo/video-game-json-ld';
import { catalogueGames } from '@/data/catalogue';
import { isOut } from '@/lib/content/games/release.mjs';
import type { CatalogueGame } from '@/lib/content/types';

// A game's release as of the build's instant, as the resolver marks each platform (isOut): a
// day to come reads "Out <day>" and is published on no day yet; from its first minute
// (00:00 UTC) it reads "Out now".
const sample = catalogueGames().find((game) => game.slug === 'neon-vanguard')!;
type Platform = {
  platform: NonNullable<CatalogueGame['platforms']>[number]['platform'];
  release?: string;
};
const releases: Platform[] = [
  { platform: 'windows', release: '27/02/2036' },
  { platform: 'ps5', release: '14/03/2036' },
  { platform: 'xbox-series' },
];
/** The game with these platforms, marked as the resolver marks them at `instant`. */
const gameAt = (instant: string, platforms = releases): CatalogueGame => ({
  ...sample,
  platforms: platforms.map((entry) => ({ ...entry, out: isOut(entry.release, new Date(instant)) })),
});
let game = gameAt('2036-01-01T00:00:00Z');
const asOf = (instant: string) => {
  game = gameAt(instant);
};

function platformLines() {
  render(<GameFacts game={game} genre="Shooter" />);
  return within(screen.getByRole('region', { name: /facts/i }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

function datePublished() {
  const { container } = render(
    <VideoGameJsonLd
      name={game.name}
      genre="Shooter"
      description="A test."
      image="/art/cover.webp"
      href="/games/neon-vanguard/"
      facts={game}
    />,
  );
  const data = JSON.parse(container.querySelector('script')?.textContent ?? '{}');
  return data.datePublished as string | undefined;
}

describe('a game’s release, as of the build’s instant', () => {
  it('reads "Out <day>" for each day to come, and is published on no day yet', () => {
    asOf('2036-02-26T23:59:00Z');
    expect(platformLines()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Windows · Out 27 February 2036$/),
        expect.stringMatching(/ · Out 14 March 2036$/),
        expect.stringMatching(/ · Coming soon$/),
      ]),
    );
    expect(datePublished()).toBeUndefined();
  });

  it('reads "Out now" from the day’s first minute, UTC, and is published on that day', () => {
    asOf('2036-02-27T00:00:00Z');
    const lines = platformLines();
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/Windows · Out now$/)]));
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/ · Out 14 March 2036$/)]));
    expect(lines.join('\n')).not.toMatch(/Released/);
    expect(datePublished()).toBe('2036-02-27');
  });
});

describe('a game before its day, and after its sale', () => {
  // Windows, all past by the instant's year: still never "out".
  const windows = gameAt('2036-02-27T00:00:00Z', [
    { platform: 'windows', release: 'Q3 2027' },
    { platform: 'ps5', release: 'Spring 2027' },
    { platform: 'xbox-series', release: 'March 2027' },
    { platform: 'switch', release: '2028' },
    { platform: 'ios', release: 'TBA' },
  ]);

  it('shows a window as a window, never as a day, and is published on no day', () => {
    render(<GameFacts game={windows} genre="Shooter" />);
    const lines = within(screen.getByRole('region', { name: /facts/i }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Windows · Coming Q3 2027$/),
        expect.stringMatching(/ · Coming Spring 2027$/),
        expect.stringMatching(/ · Coming March 2027$/),
        expect.stringMatching(/ · Coming 2028$/),
        expect.stringMatching(/iOS · Coming soon$/),
      ]),
    );
    expect(screen.queryByText(/^Out /)).toBeNull();
  });

  it('says a game in early access is, and a delisted one is no longer sold', () => {
    const { unmount } = render(
      <GameFacts game={{ ...sample, state: 'early-access' }} genre="Shooter" />,
    );
    expect(screen.getByText('In early access')).toBeInTheDocument();
    unmount();
    // The first step drops a delisted game's stores (lib/content/games/games.mjs).
    render(
      <GameFacts game={{ ...sample, state: 'delisted', stores: undefined }} genre="Shooter" />,
    );
    expect(screen.getByText('No longer sold')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
