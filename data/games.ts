import { content } from './content';

// The games (data/content/games.json): the home screen's popular games and library, the
// browse screen's featured games.
export const popularGames = content.games.popular;
/** The player's library; the Browse screen's Top Downloaded list shows the same games. */
export const libraryGames = content.games.library;
export const featuredGames = content.games.featured;
