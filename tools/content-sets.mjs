// The content sets test:full builds (tools/build-content.mjs), by name: a module of its own,
// with no import, so the browser suite's config can name a set whose build failed.

/** The list lengths every layout must hold. */
export const LIST_LENGTHS = [1, 2, 5, 6, 24];

/** Every set's name: the hostile one, then one per list length. */
export const CONTENT_SET_NAMES = ['hostile', ...LIST_LENGTHS.map((count) => `count-${count}`)];
