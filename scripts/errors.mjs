// What a caught value says. A `catch` binding is `unknown` (anything may be thrown), so the
// scripts read it through these rather than as `any`.

/** An Error's message; anything else thrown, as text. */
export const messageOf = (/** @type {unknown} */ error) =>
  error instanceof Error ? error.message : String(error);

/** The system's code for a failed call (`ENOENT`, `EADDRINUSE`, …), if it carries one. */
export const codeOf = (/** @type {unknown} */ error) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
