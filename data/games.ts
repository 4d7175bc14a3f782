import { localContent } from './content';

// The games (data/content/games.json), in the language of the page being rendered: the home
// screen's popular games and library, the browse screen's featured games.
export const popularGames = () => localContent().games.popular;
/** The player's library; the Browse screen's Top Downloaded list shows the same games. */
export const libraryGames = () => localContent().games.library;
export const featuredGames = () => localContent().games.featured;
