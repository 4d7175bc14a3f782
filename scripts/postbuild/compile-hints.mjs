// V8 compile hints: the runtime chunks start with `//# allFunctionsCalledOnLoad`
// (Chromium 136+), so their functions compile off the main thread while they download
// instead of lazily inside the start-up task, which shortens the framework's longest
// task (figures: docs/performance.md). Other engines ignore the comment.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Idempotent: a chunk that already starts with the hint is returned as it is.
 * @param {string} js
 */
export function withCompileHint(js) {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js;
}
