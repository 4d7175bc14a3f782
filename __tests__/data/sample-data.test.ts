import catalogue from '@/data/artwork.json';
import { detailsGame } from '@/data/details';
import { featuredGames, libraryGames, popularGames } from '@/data/games';
import { profileTips } from '@/data/profile';
import { messagesFor } from '@/lib/render/i18n';
import { streamCards, topStreamers } from '@/data/streams';

const slugOf = (src: string) => /^\/art\/([a-z0-9-]+)\.webp$/.exec(src)?.[1];
const titles = catalogue as unknown as Record<string, { title?: string }>;

describe('sample data', () => {
  it('holds the counts the specification names', () => {
    expect(popularGames()).toHaveLength(8);
    expect(libraryGames()).toHaveLength(3);
    expect(featuredGames()).toHaveLength(3);
    expect(profileTips()).toHaveLength(3);
    expect(streamCards()).toHaveLength(8);
    expect(topStreamers()).toHaveLength(5);
  });

  it('writes library dates as dd/mm/yyyy and play time as hours and minutes', () => {
    for (const game of libraryGames()) {
      expect(game.dataAdded).toMatch(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/);
      expect(game.hoursPlayed).toMatch(/^\d+ h \d{2} min$/);
    }
  });

  it('holds both download states in the library', () => {
    expect(libraryGames().some((game) => game.isDownload)).toBe(true);
    expect(libraryGames().some((game) => !game.isDownload)).toBe(true);
  });

  it('letters each cover with the name of the game it belongs to', () => {
    for (const game of popularGames()) expect(titles[slugOf(game.imgUrl)!]?.title).toBe(game.name);
    for (const game of libraryGames())
      expect(titles[slugOf(game.imgUrl)!]?.title).toBe(game.gameName);
    for (const game of featuredGames())
      expect(titles[slugOf(game.imageUrl)!]?.title).toBe(game.gameName);
  });

  it('ranks the top streamers 01, 02, … in the order the content lists them', () => {
    expect(topStreamers().map((streamer) => streamer.streamrNumber)).toEqual(
      topStreamers().map((_, index) => `0${index + 1}`),
    );
    expect(topStreamers()[0]?.streamerName).toBe('QuietRonin');
  });

  it('keeps the details game a sandbox title', () => {
    expect(popularGames().find((g) => g.name === detailsGame().name)?.type).toBe(
      messagesFor('en').figures.genreValue,
    );
  });
});
