// `npm run content:schema`: writes the JSON Schema of each content file (data/content/schema/)
// from lib/content-schema.mjs, the schema the build checks. Each content file names its own
// in `$schema`, so VS Code and GitHub's web editor flag a wrong key or type as it is typed.
// `--check` fails when a written schema is out of date (npm test runs it through the tests).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { CONTENT_DIR } from '../lib/content.mjs';
import { contentFiles, schemaFileOf } from '../lib/content-schema.mjs';

/** Each schema file's path and text. */
export async function schemaTexts() {
  const texts = Object.entries(contentFiles).map(async ([name, schema]) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    const file = path.join(CONTENT_DIR, schemaFileOf(name));
    // Written as the project's formatter would write it, so lint never disagrees.
    const text = await format(JSON.stringify({ ...json, title: `${CONTENT_DIR}/${name}` }), {
      ...(await resolveConfig(file)),
      filepath: file,
    });
    return { file, text };
  });
  return Promise.all(texts);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const { file, text } of await schemaTexts()) {
    if (check) {
      let written = '';
      try {
        written = readFileSync(file, 'utf8');
      } catch {}
      if (written !== text) {
        console.error(`content:schema: ${file} is out of date: run npm run content:schema`);
        stale += 1;
      }
    } else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      console.log(`content:schema: wrote ${file}`);
    }
  }
  process.exit(stale ? 1 : 0);
}
