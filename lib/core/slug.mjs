// Addresses and file names from any text: a game's or a post's folder, a photo's slug part,
// a press kit's archive. One fold for all, so a check and what it guards agree.

/**
 * The slug any text comes down to (GAME_SLUG's form, or empty): accents dropped ("ü" is
 * published as "u"), every other run of characters a hyphen. Folder names that come down to
 * one slug would merge on a case-insensitive checkout or host.
 * @param {string} text
 */
export const slugOf = (text) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
