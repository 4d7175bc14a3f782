// The store's names, relative to a checkout's root (scripts/derived-store.mjs keeps the
// store; tools/project-copy.mjs copies the stamp into a scratch copy). Apart from the store's
// module because the browser suite loads the project copy through Playwright's TypeScript
// loader, which compiles what it imports to CommonJS, where import.meta does not exist.
import path from 'node:path';

/** The folder's name, in any checkout or copy of it. */
export const DERIVED_FOLDER = '.derived';
/** The art step's stamp, relative to a checkout's root. */
export const ART_STAMP = path.join(DERIVED_FOLDER, 'art-stamp.json');
