// Under `next dev` (and the editors' CMS, which runs it) a saved data file shows on the next
// request: the data's readers (data/content.ts, lib/render/i18n.ts, data/site.ts) read again
// once any file the first step reads has changed (lib/render/build-result.mjs's dataStamp).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as ContentModule from '@/data/content';
import type * as SiteModule from '@/data/site';
import type * as I18nModule from '@/lib/render/i18n';

type Modules = {
  content: typeof ContentModule;
  i18n: typeof I18nModule;
  site: typeof SiteModule;
};

const repo = process.cwd();
let root = '';
const env = process.env as Record<string, string | undefined>;
const nodeEnv = env.NODE_ENV;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'editing-'));
  cpSync(path.join(repo, 'data'), path.join(root, 'data'), { recursive: true });
  process.chdir(root);
  env.NODE_ENV = 'development';
});

afterAll(() => {
  process.chdir(repo);
  env.NODE_ENV = nodeEnv;
  rmSync(root, { recursive: true, force: true });
});

/** The modules as `next dev` loads them, with this root as the project's. */
function load(): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = {
      /* eslint-disable @typescript-eslint/no-require-imports -- a fresh module graph per test */
      content: require('../../data/content'),
      i18n: require('../../lib/render/i18n'),
      site: require('../../data/site'),
      /* eslint-enable @typescript-eslint/no-require-imports */
    };
  });
  return modules!;
}

/** Saves a file with one text replaced, as an editor would, and waits past a render's reads. */
async function edit(file: string, from: string, to: string) {
  const full = path.join(root, file);
  const text = readFileSync(full, 'utf8');
  expect(text).toContain(from);
  writeFileSync(full, text.replace(from, to));
  await new Promise((resolve) => setTimeout(resolve, 150));
}

it("shows an existing post's English text, then a page's German text, edited on disk", async () => {
  const { content } = load();
  const post = () =>
    content.contentIn('en').news.find((p) => p.slug === 'neon-vanguard-launch-week');
  const page = () => content.contentIn('de').pages.find((p) => p.slug === 'about');
  expect(post()?.title).toBe('Neon Vanguard launch week');
  expect(page()?.title).toBe('Über das Studio');

  await edit(
    'data/content/news/neon-vanguard-launch-week/index.en.md',
    'title: "Neon Vanguard launch week"',
    'title: "Neon Vanguard launch fortnight"',
  );
  expect(post()?.title).toBe('Neon Vanguard launch fortnight');

  await edit(
    'data/content/pages/about/index.de.md',
    'title: Über das Studio',
    'title: Wer wir sind',
  );
  expect(page()?.title).toBe('Wer wir sind');
  // The other languages' texts are read again with it, not lost.
  expect(content.contentIn('en').pages.find((p) => p.slug === 'about')?.title).toBe(
    content.content.pages.find((p) => p.slug === 'about')?.title,
  );
});

it("shows a game's JSON, the brand and a message file edited on disk", async () => {
  const { content, i18n, site } = load();
  const game = () => content.contentIn('en').catalogue.find((g) => g.slug === 'terraloom');
  expect(game()?.name).toBe('Terraloom');
  await edit(
    'data/content/games/terraloom/index.json',
    '"name": "Terraloom"',
    '"name": "Terraloom Deluxe"',
  );
  expect(game()?.name).toBe('Terraloom Deluxe');

  const name = site.site.name;
  await edit('data/brand.json', `"${name}"`, '"Brightwell"');
  expect(site.site.name).toBe('Brightwell');

  const english = JSON.parse(
    readFileSync(path.join(root, 'data/locales/en/messages.json'), 'utf8'),
  );
  const footer = Object.keys(english).find(
    (key) => typeof english[key] === 'object' && key !== '$schema',
  );
  const [key, text] = Object.entries(english[footer!] as Record<string, unknown>).find(
    ([, value]) => typeof value === 'string' && value.length > 3 && !value.includes('"'),
  ) as [string, string];
  await edit('data/locales/en/messages.json', `"${text}"`, '"Edited while editing"');
  expect(
    (i18n.messagesFor('en') as unknown as Record<string, Record<string, string>>)[footer!]![key],
  ).toBe('Edited while editing');
});
