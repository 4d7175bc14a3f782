import { render, screen, within } from '@testing-library/react';
import { GameFacts } from '@/components/games/game-facts';
import { VideoGameJsonLd } from '@/components/seo/video-game-json-ld';
import { catalogueGames } from '@/data/catalogue';
import type { CatalogueGame } from '@/lib/content/types';

// A game's release as of the build's instant (BUILD_INSTANT, which scripts/build.mjs fixes):
// a day to come reads "Out <day>" and is published on no day yet; from its first minute
// (00:00 UTC) it reads "Out now".
const sample = catalogueGames().find((game) => game.slug === 'neon-vanguard')!;
const game: CatalogueGame = {
  ...sample,
  platforms: [
    { platform: 'windows', release: '27/02/2036' },
    { platform: 'ps5', release: '14/03/2036' },
    { platform: 'xbox-series' },
  ],
};

const asOf = (instant: string) => {
  process.env.BUILD_INSTANT = instant;
};
afterEach(() => {
  delete process.env.BUILD_INSTANT;
});

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
