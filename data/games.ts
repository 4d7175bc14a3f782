import { art } from './artwork';
import type { FeaturedGame, LibraryGame, PopularGame } from './types';

export const popularGames: readonly PopularGame[] = [
  { name: 'Neon Vanguard', type: 'Action', imgUrl: art('cover-neon-vanguard') },
  { name: 'Orbital Bloom', type: 'Strategy', imgUrl: art('cover-orbital-bloom') },
  { name: 'Glasswing Run', type: 'Racing', imgUrl: art('cover-glasswing-run') },
  { name: 'Ember Tundra', type: 'Survival', imgUrl: art('cover-ember-tundra') },
  { name: 'Pulse Arena', type: 'Battle Arena', imgUrl: art('cover-pulse-arena') },
  { name: 'Hollow Comet', type: 'Adventure', imgUrl: art('cover-hollow-comet') },
  { name: 'Circuit Saints', type: 'Shooter', imgUrl: art('cover-circuit-saints') },
  { name: 'Terraloom', type: 'Sandbox', imgUrl: art('cover-terraloom') },
];

/** The player's library; the Browse screen's Top Downloaded list shows the same games. */
export const libraryGames: readonly LibraryGame[] = [
  {
    imgUrl: art('cover-terraloom'),
    gameName: 'Terraloom',
    gameType: 'Sandbox',
    dataAdded: '14/03/2036',
    hoursPlayed: '128 h 40 min',
    isDownload: true,
  },
  {
    imgUrl: art('cover-pulse-arena'),
    gameName: 'Pulse Arena',
    gameType: 'Battle Arena',
    dataAdded: '02/05/2036',
    hoursPlayed: '56 h 05 min',
    isDownload: true,
  },
  {
    imgUrl: art('cover-velvet-static'),
    gameName: 'Velvet Static',
    gameType: 'Rhythm',
    dataAdded: '27/06/2036',
    hoursPlayed: '3 h 15 min',
    isDownload: false,
  },
];

export const featuredGames: readonly FeaturedGame[] = [
  { imageUrl: art('featured-skyforge-relay'), gameName: 'Skyforge Relay' },
  { imageUrl: art('featured-lantern-deep'), gameName: 'Lantern Deep' },
  { imageUrl: art('featured-riftline-tactics'), gameName: 'Riftline Tactics' },
];
