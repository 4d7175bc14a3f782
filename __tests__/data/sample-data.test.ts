import catalogue from '@/data/artwork.json';
import { detailsGame } from '@/data/details';
import { featuredGames, libraryGames, popularGames } from '@/data/games';
import { profileTips } from '@/data/profile';
import { figures, navigation } from '@/data/site';
import { streamCards, topStreamers } from '@/data/streams';

const slugOf = (src: string) => /^\/art\/([a-z0-9-]+)\.webp$/.exec(src)?.[1];
const titles = catalogue as unknown as Record<string, { title?: string }>;

describe('sample data', () => {
  it('holds the counts the specification names', () => {
    expect(popularGames).toHaveLength(8);
    expect(libraryGames).toHaveLength(3);
    expect(featuredGames).toHaveLength(3);
    expect(profileTips).toHaveLength(3);
    expect(streamCards).toHaveLength(8);
    expect(topStreamers).toHaveLength(5);
    expect(navigation).toHaveLength(4);
  });

  it('keeps the entity field names exactly as the specification spells them', () => {
    expect(Object.keys(popularGames[0]!).sort()).toEqual(['imgUrl', 'name', 'type']);
    expect(Object.keys(libraryGames[0]!).sort()).toEqual(
      ['dataAdded', 'gameName', 'gameType', 'hoursPlayed', 'imgUrl', 'isDownload'].sort(),
    );
    expect(Object.keys(featuredGames[0]!).sort()).toEqual(['gameName', 'imageUrl']);
    expect(Object.keys(profileTips[0]!).sort()).toEqual(['explain', 'imageUrl', 'instruction']);
    expect(Object.keys(streamCards[0]!).sort()).toEqual(
      ['imageUrl', 'streamCaption', 'streamerName', 'streamerPicture'].sort(),
    );
    expect(Object.keys(topStreamers[0]!).sort()).toEqual([
      'streamerName',
      'streamrImage',
      'streamrNumber',
    ]);
    expect(Object.keys(navigation[0]!).sort()).toEqual(['pageName', 'to']);
  });

  it('writes library dates as dd/mm/yyyy and play time as hours and minutes', () => {
    for (const game of libraryGames) {
      expect(game.dataAdded).toMatch(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/);
      expect(game.hoursPlayed).toMatch(/^\d+ h \d{2} min$/);
    }
  });

  it('holds both download states in the library', () => {
    expect(libraryGames.some((game) => game.isDownload)).toBe(true);
    expect(libraryGames.some((game) => !game.isDownload)).toBe(true);
  });

  it('ranks the top streamers 01 to 05', () => {
    expect(topStreamers.map((s) => s.streamrNumber)).toEqual(['01', '02', '03', '04', '05']);
  });

  it('names the three profile tips in order', () => {
    expect(profileTips.map((tip) => tip.instruction)).toEqual([
      'Go To Your Profile',
      'Press The Live Stream Button',
      'You Are Live',
    ]);
  });

  it('lists Home, Browse, Details and Streams with the targets as spelt', () => {
    expect(navigation).toEqual([
      { pageName: 'Home', to: '/' },
      { pageName: 'Browse', to: 'browse' },
      { pageName: 'Details', to: 'details' },
      { pageName: 'Streams', to: 'Streams' },
    ]);
  });

  it('keeps the fixed display figures of the specification', () => {
    expect(figures).toMatchObject({
      rating: '4.8',
      likes: '2.3',
      likesLong: '2.3M',
      downloads: '249k Downloads',
      size: '36GB',
      category: 'Action',
      genre: 'Sandbox',
      gamesDownloaded: '3',
      friendsOnline: '16',
      liveStreams: 'None',
      clips: '29',
      copyrightYear: '2036',
    });
  });

  it('points every picture at an entry of the artwork catalogue', () => {
    const pictures = [
      ...popularGames.map((g) => g.imgUrl),
      ...libraryGames.map((g) => g.imgUrl),
      ...featuredGames.map((g) => g.imageUrl),
      ...profileTips.map((t) => t.imageUrl),
      ...streamCards.flatMap((s) => [s.imageUrl, s.streamerPicture]),
      ...topStreamers.map((s) => s.streamrImage),
      detailsGame.cover,
      ...detailsGame.featureImages.map((i) => i.src),
      ...detailsGame.screenshots.map((i) => i.src),
    ];
    for (const src of pictures) expect(Object.keys(catalogue)).toContain(slugOf(src));
  });

  it('letters each cover with the name of the game it belongs to', () => {
    for (const game of popularGames) expect(titles[slugOf(game.imgUrl)!]?.title).toBe(game.name);
    for (const game of libraryGames)
      expect(titles[slugOf(game.imgUrl)!]?.title).toBe(game.gameName);
    for (const game of featuredGames)
      expect(titles[slugOf(game.imageUrl)!]?.title).toBe(game.gameName);
  });

  it('keeps the details game a sandbox title', () => {
    expect(popularGames.find((g) => g.name === detailsGame.name)?.type).toBe(figures.genre);
  });
});
