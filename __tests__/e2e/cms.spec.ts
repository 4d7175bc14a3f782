import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { withCampaign } from '../../lib/content/games/game-facts.mjs';
import { phonePhoto } from '../../tools/phone-photo.mjs';
import { makeLean } from '../../tools/lean-content.mjs';
import { projectCopy, sharedStore } from '../../tools/project-copy.mjs';
import { serve } from './global-setup';
import { firstStep as firstStepIn } from '../scripts/first-step.mjs';

// The editors' CMS as an editor uses it (issue 33, docs/decisions/cms.md): `npm run cms` in a
// scratch copy of the project, the admin in Chromium, an edit saved through Decap's local
// backend, then the copy built as `npm run build` builds it. The admin's page must load
// nothing from another origin and log no error; the files it writes must pass the build's
// first step as written, and show on the pages built from them.

const GAME = 'neon-vanguard';
const HOSTILE_NAME = 'Neon Vanguard <img src=x onerror=alert(1)>';
const GERMAN_CAPTION = 'Ember Tundra: Tag 41, der Schneesturm legt sich';
const STORE_LINK = 'https://steam.example/app/neon-vanguard-complete';
/** A devlog written in the editor, in English and German (data/content/news/). */
const DEVLOG = {
  slug: 'devlog-tuning-the-rooftop-wind',
  en: {
    title: 'Devlog: tuning the rooftop wind',
    body: 'Wind now pushes runners on the rooftops.',
  },
  de: {
    title: 'Devlog: Wie wir den Wind auf den Dächern abgestimmt haben',
    body: 'Wind schiebt jetzt Läufer auf den Dächern.',
  },
};
/** A page of the studio's written in the editor, in English and German (data/content/pages/). */
const STUDIO_PAGE = {
  slug: 'community-guidelines',
  en: { title: 'Community guidelines', body: 'Be kind in our forums and streams.' },
  de: { title: 'Community-Richtlinien', body: 'Sei freundlich in unseren Foren und Streams.' },
};

let copy = '';
/** A copy of the edited copy, cut to the lean set and built (the first test). */
let built = '';
let cms: ChildProcess | undefined;
let origin = '';
let site: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
// Decap's 5 MB script in the headless shell, a save, then a build of the edited files.
test.setTimeout(180_000);

test.beforeAll(async () => {
  copy = projectCopy(path.resolve('.'), { withArt: true });
  cms = spawn('npm', ['run', 'cms', '--', '--no-site', '--port', '0'], {
    cwd: copy,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  origin = await printedOrigin(cms, /edit the content at (http:\/\/127\.0\.0\.1:\d+)\/admin\//);
});

test.afterAll(() => {
  if (cms?.pid && cms.exitCode === null) process.kill(-cms.pid, 'SIGTERM');
  site?.kill();
  for (const folder of [copy, built]) if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The origin a server prints once it listens (it was started on any free port). */
function printedOrigin(server: ChildProcess, pattern: RegExp) {
  return new Promise<string>((resolve, reject) => {
    let printed = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const address = pattern.exec(printed)?.[1];
      if (address) resolve(address);
    });
    server.on('exit', (code) =>
      reject(new Error(`${server.spawnargs.join(' ')} stopped (${code}):\n${printed}`)),
    );
  });
}

/** Console errors, failed requests and any request to another origin, while the admin runs. */
function watchAdmin(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'blob:' && url.protocol !== 'data:' && url.origin !== origin) {
      problems.push(`another origin: ${request.url()}`);
    }
  });
  return problems;
}

/** The admin at an entry, past the local backend's sign-in button (no account: loopback). */
async function openEntry(page: Page, hash: string) {
  // A new document each time: a hash change inside the admin would ask about unsaved edits.
  await page.goto('about:blank');
  await page.goto(`${origin}/admin/${hash}`);
  const login = page.getByRole('button', { name: 'Login' });
  const form = page.getByRole('button', { name: 'Publish' });
  await expect(login.or(form)).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) await login.click();
  // The same deadline past the sign-in: Decap then loads the collection and the entry
  // ("Loading entry..."), which took over 5 s with every core busy.
  await expect(form).toBeVisible({ timeout: 30_000 });
}

/**
 * The game's own name: the entry's first field named Name (its press kit's quotes and
 * partners have names too, further down).
 */
const gameName = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true }).first();

/** The build's first step over the copy's files: what it says. */
const firstStep = () => firstStepIn(copy);

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

test("an edited game's name and an uploaded phone photo reach its built page, the name as text", async ({
  page,
}) => {
  const problems = watchAdmin(page);
  await openEntry(page, `#/collections/games/entries/${GAME}/index`);
  const response = await page.request.get(`${origin}/admin/`);
  expect(response.headers()['content-security-policy']).toContain(
    "script-src 'self' 'unsafe-eval'",
  );
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');

  // Each field's direction follows its text: an Arabic translation reads right to left. The
  // left column switches language: the right one's switch works but throws (Decap 3.16 passes
  // it no onLocaleChange handler).
  await page.getByRole('button', { name: 'Writing in EN' }).click();
  await page.getByRole('menuitem', { name: 'ar', exact: true }).click();
  const types = page.getByRole('textbox', { name: 'Type', exact: true });
  await expect(types.first()).toHaveValue('أكشن');
  await expect(types.first()).toHaveAttribute('dir', 'auto');
  // dir="auto" resolves to the text's own direction: the field matches :dir(rtl).
  expect(await types.first().evaluate((field) => field.matches(':dir(rtl)'))).toBe(true);
  expect(await types.nth(1).evaluate((field) => field.matches(':dir(ltr)'))).toBe(true);
  await page.getByRole('button', { name: 'Writing in AR' }).click();
  await page.getByRole('menuitem', { name: 'en', exact: true }).click();
  // Related games are slugs, shown as written (the build checks each names a game).
  await expect(page.getByRole('textbox', { name: 'Game', exact: true })).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Game', exact: true }).first()).toHaveValue(
    'circuit-saints-remastered',
  );
  await gameName(page).fill(HOSTILE_NAME);
  // The cover: a sideways phone photo, uploaded through the media library.
  const photo = path.join(copy, 'phone-photo.jpg');
  writeFileSync(photo, await phonePhoto());
  await page.getByText('Choose different image').first().click();
  await page.locator('input[type=file]').setInputFiles(photo);
  // Uploaded, the photo is the library's selected picture: the local backend's answer, given
  // the same deadline as the entry's load.
  await expect(page.getByText('phone-photo.jpg')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  // Its facts: the first platform's release, typed as a day (a window, "Q3 2027", is typed
  // the same way), and a store's link.
  const release = page.getByRole('textbox', { name: 'Release (optional)', exact: true }).first();
  await expect(release, "the first platform's release").toHaveValue('27/02/2036');
  await release.fill('01/04/2036');
  await page.getByRole('textbox', { name: 'Link (https:)', exact: true }).first().fill(STORE_LINK);
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });
  expect(problems).toEqual([]);

  // On disk: the English file changed, the photo in data/pictures/, and the build's check passes.
  const gameFile = JSON.parse(
    readFileSync(path.join(copy, 'data/content/games', GAME, 'index.json'), 'utf8'),
  );
  const english = gameFile.en;
  // The other languages' blocks in the same file, as they were.
  const sampleGame = JSON.parse(
    readFileSync(path.join('data/content/games', GAME, 'index.json'), 'utf8'),
  );
  for (const code of ['de', 'ja', 'ar']) expect(gameFile[code]).toEqual(sampleGame[code]);
  expect(english).toMatchObject({ name: HOSTILE_NAME, cover: 'pictures/phone-photo.jpg' });
  // The date as the build reads it (dd/mm/yyyy), the link as typed.
  expect(english.platforms[0].release).toBe('01/04/2036');
  expect(english.stores[0].url).toBe(STORE_LINK);
  expect(firstStep()).toEqual({ status: 0, stderr: '' });

  // A stream's German caption, typed beside its English one (the second column is German).
  await openEntry(page, '#/collections/lists/entries/streams');
  const streamsFile = path.join(copy, 'data/content/streams.json');
  const streams = JSON.parse(readFileSync(streamsFile, 'utf8'));
  const captions = page.getByRole('textbox', { name: 'Stream caption', exact: true });
  const german = await captions.evaluateAll(
    (fields, text) => fields.findIndex((field) => (field as HTMLInputElement).value === text),
    streams.de.streams[3].streamCaption,
  );
  expect(german, "the German caption's field").toBeGreaterThan(-1);
  await captions.nth(german).fill(GERMAN_CAPTION);
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });
  expect(problems).toEqual([]);
  const saved = JSON.parse(readFileSync(streamsFile, 'utf8'));
  expect(saved.de.streams[3].streamCaption).toBe(GERMAN_CAPTION);
  // Nothing else moved: English, the other languages and the other German captions.
  expect(saved.en).toEqual(streams.en);
  expect(saved.ja).toEqual(streams.ja);
  expect(saved.ar).toEqual(streams.ar);
  expect(saved.de.streams.toSpliced(3, 1)).toEqual(streams.de.streams.toSpliced(3, 1));
  expect(firstStep()).toEqual({ status: 0, stderr: '' });

  // A new devlog, English beside German: a folder with a Markdown file per language.
  await openEntry(page, '#/collections/news/new');
  const titles = page.getByRole('textbox', { name: 'Title', exact: true });
  await titles.nth(0).fill(DEVLOG.en.title);
  await titles.nth(1).fill(DEVLOG.de.title);
  const summaries = page.getByRole('textbox', { name: 'Summary', exact: true });
  await summaries.nth(0).fill('How gusts now push a runner, and why they never decide a duel.');
  await summaries.nth(1).fill('Wie Böen Läufer schieben und warum sie nie ein Duell entscheiden.');
  // A day before any build of this test: a later one would be held back.
  await page.locator('input[type="date"]').first().fill('2026-11-25');
  // The kinds are a choice, not a text.
  await page.locator('[id^="kind-field-"]').first().click();
  await page.getByText('devlog', { exact: true }).first().click();
  // The games are a choice among the catalogue's slugs.
  await page.locator('[id^="games-field-"]').first().click();
  await page.getByText(GAME, { exact: true }).first().click();
  await page.getByRole('textbox', { name: 'Author', exact: true }).first().fill('Priya Halvorsen');
  const bodies = page.locator('[contenteditable="true"]');
  await bodies.nth(0).click();
  await page.keyboard.type(DEVLOG.en.body);
  await bodies.nth(1).click();
  await page.keyboard.type(DEVLOG.de.body);
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });
  expect(problems).toEqual([]);
  const post = (code: string) =>
    readFileSync(path.join(copy, 'data/content/news', DEVLOG.slug, `index.${code}.md`), 'utf8');
  expect(post('en')).toMatch(
    /^---\n[\s\S]*date: 25\/11\/2026\n[\s\S]*kind: devlog\ngames:\n {2}- neon-vanguard\n/,
  );
  expect(post('de')).toContain(DEVLOG.de.body);
  // Japanese and Arabic not written yet: the build shows the English there, and says so.
  const checked = firstStep();
  expect(checked.status).toBe(0);

  // A new page of the studio's, English beside German, listed in the footer's studio group.
  await openEntry(page, '#/collections/pages/new');
  const pageTitles = page.getByRole('textbox', { name: 'Title', exact: true });
  await pageTitles.nth(0).fill(STUDIO_PAGE.en.title);
  await pageTitles.nth(1).fill(STUDIO_PAGE.de.title);
  const pageSummaries = page.getByRole('textbox', { name: 'Summary', exact: true });
  await pageSummaries.nth(0).fill('How we keep our forums and streams friendly.');
  await pageSummaries.nth(1).fill('Wie wir unsere Foren und Streams freundlich halten.');
  await page.locator('[id^="kind-field-"]').first().click();
  await page.getByText('page', { exact: true }).first().click();
  await page.locator('input[type="date"]').first().fill('2026-11-25');
  await page.locator('[id^="group-field-"]').first().click();
  await page.getByText('studio', { exact: true }).first().click();
  await page.getByRole('spinbutton', { name: 'Order (optional)', exact: true }).first().fill('3');
  const pageBodies = page.locator('[contenteditable="true"]');
  await pageBodies.nth(0).click();
  await page.keyboard.type(STUDIO_PAGE.en.body);
  await pageBodies.nth(1).click();
  await page.keyboard.type(STUDIO_PAGE.de.body);
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });
  expect(problems).toEqual([]);
  const studioPage = (code: string) =>
    readFileSync(
      path.join(copy, 'data/content/pages', STUDIO_PAGE.slug, `index.${code}.md`),
      'utf8',
    );
  expect(studioPage('en')).toMatch(/kind: page\n[\s\S]*footer:\n {2}group: studio\n {2}order: 3\n/);
  expect(studioPage('de')).toContain(STUDIO_PAGE.de.body);
  expect(firstStep().status).toBe(0);

  // The edited files passed the first step as the editor left them, over the whole catalogue
  // (above). The pages showing them are built from the lean set (tools/lean-content.mjs: every
  // page type, the edited game among its three) with the new post kept, in a copy of the copy:
  // the next test edits the copy's own lists, and a catalogue's size changes no page here.
  built = projectCopy(copy, { withArt: true });
  makeLean(built, { keepPosts: [DEVLOG.slug] });
  execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: built,
    stdio: 'ignore',
    // With the preview demo's admin on: the last test opens it. Only its pages are read, and
    // the preview server serves them: no compressed copies.
    env: {
      ...process.env,
      ...sharedStore(path.resolve('.')),
      BASE_PATH: '',
      TYPES_CHECKED: '1',
      CMS_BACKEND: 'demo',
      PRECOMPRESS: '0',
    },
  });
  const html = readFileSync(path.join(built, 'out/games', GAME, 'index.html'), 'utf8');
  expect(html).toContain('Neon Vanguard &lt;img src=x onerror=alert(1)&gt;');
  expect(html).not.toMatch(/<img src=["']?x/);
  // The facts card shows the new date and links the new store page, the campaign added.
  expect(html).toContain('<time dateTime="2036-04-01">Out 1 April 2036</time>');
  const brand = JSON.parse(readFileSync('data/brand.json', 'utf8'));
  const link = withCampaign(STORE_LINK, brand.storeCampaign).replace(/&/g, '&amp;');
  expect(html).toContain(`href="${link}"`);
  // The cover drawn from the photo (upright and stripped, as every photo is: the content
  // set's checks, content.brand.mjs).
  expect(html).toMatch(/\/art\/photo-cover-phone-photo-[\w-]+?\.webp/);
  // The German streams page shows the new caption; the English one keeps its own.
  const streamsPage = (prefix: string) =>
    readFileSync(path.join(built, 'out', prefix, 'streams/index.html'), 'utf8');
  expect(streamsPage('de')).toContain(GERMAN_CAPTION);
  expect(streamsPage('')).not.toContain(GERMAN_CAPTION);
  expect(streamsPage('')).toContain(streams.en.streams[3].streamCaption);
  // The German devlog leads /de/news/ and the German feed; the English ones have the English.
  const builtFile = (file: string) => readFileSync(path.join(built, 'out', file), 'utf8');
  expect(builtFile('de/news/index.html')).toContain(`/de/news/${DEVLOG.slug}/`);
  expect(builtFile(`de/news/${DEVLOG.slug}/index.html`)).toContain(DEVLOG.de.body);
  expect(builtFile('de/news/feed.rss')).toContain(`<title>${DEVLOG.de.title}</title>`);
  expect(JSON.parse(builtFile('de/news/feed.json')).items[0].title).toBe(DEVLOG.de.title);
  expect(builtFile('news/feed.atom')).toContain(`<title>${DEVLOG.en.title}</title>`);
  expect(builtFile('ja/news/feed.rss')).not.toContain(DEVLOG.slug);
  // The new page, in both languages, linked from every footer and listed in the sitemap.
  expect(builtFile(`${STUDIO_PAGE.slug}/index.html`)).toContain(STUDIO_PAGE.en.body);
  expect(builtFile(`de/${STUDIO_PAGE.slug}/index.html`)).toContain(STUDIO_PAGE.de.body);
  for (const [file, title, href] of [
    ['index.html', STUDIO_PAGE.en.title, `/${STUDIO_PAGE.slug}/`],
    ['streams/index.html', STUDIO_PAGE.en.title, `/${STUDIO_PAGE.slug}/`],
    ['de/index.html', STUDIO_PAGE.de.title, `/de/${STUDIO_PAGE.slug}/`],
    ['de/news/index.html', STUDIO_PAGE.de.title, `/de/${STUDIO_PAGE.slug}/`],
  ] as const) {
    const footer = /<footer[\s\S]*<\/footer>/.exec(builtFile(file))?.[0] ?? '';
    expect(footer, file).toContain(`href="${href}"`);
    expect(footer, file).toContain(`>${title}</a>`);
  }
  expect(builtFile('sitemap.xml')).toContain(`/de/${STUDIO_PAGE.slug}/</loc>`);
});

test('the editor refuses an empty name and a 25th popular game before saving, as the build does', async ({
  page,
}) => {
  const problems = watchAdmin(page);
  await openEntry(page, `#/collections/games/entries/${GAME}/index`);
  const before = readFileSync(path.join(copy, 'data/content/games', GAME, 'index.json'));
  await gameName(page).fill('');
  await publish(page);
  await expect(page.getByText("Oops, you've missed a required field")).toBeVisible();
  await expect(page.getByText('Name is required.')).toBeVisible();
  expect(readFileSync(path.join(copy, 'data/content/games', GAME, 'index.json'))).toEqual(before);
  // A store link on http: is refused as the build refuses it.
  await gameName(page).fill('Neon Vanguard');
  await page
    .getByRole('textbox', { name: 'Link (https:)', exact: true })
    .first()
    .fill('http://steam.example/app/neon-vanguard');
  await publish(page);
  await expect(page.getByText('an https: link')).toBeVisible();
  expect(readFileSync(path.join(copy, 'data/content/games', GAME, 'index.json'))).toEqual(before);

  // 24 popular games, the most a list takes; the editor adds a 25th.
  const gamesFile = path.join(copy, 'data/content/games.json');
  const games = JSON.parse(readFileSync(gamesFile, 'utf8'));
  games.en.popular = Array.from({ length: 24 }, (_, i) => ({
    name: `Game ${i}`,
    type: 'Action',
  }));
  writeFileSync(gamesFile, JSON.stringify(games, null, 2));
  const saved = readFileSync(gamesFile);
  await openEntry(page, '#/collections/lists/entries/games');
  await page.getByRole('button', { name: 'Add popular' }).first().click();
  await publish(page);
  await expect(page.getByText(/^Popular must have between 1 and 24 item/)).toBeVisible();
  expect(readFileSync(gamesFile)).toEqual(saved);
  // The build refuses the same list, in one line naming it.
  games.en.popular.push({ name: 'Game 24', type: 'Action' });
  writeFileSync(gamesFile, JSON.stringify(games, null, 2));
  const refused = firstStep();
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(
    /^build: data\/content\/games\.json: en\.popular .*at most 24 entries/,
  );
  // Decap's answer to a refused save, once per refusal: its persistEntry action returns
  // Promise.reject() with no reason after showing the message, and nothing catches it.
  // Polled: the page reports the last one after its message shows, and firstStep() holds
  // this process's event loop while it runs, so that report may not have been read yet.
  await expect
    .poll(() => problems)
    .toEqual(['page error: undefined', 'page error: undefined', 'page error: undefined']);
});

test('the preview demo: the built admin edits the sample in memory, says so, and asks nothing of another origin', async ({
  page,
}) => {
  // The export built with CMS_BACKEND=demo by the first test, served as `npm start` serves out/.
  const started = serve('tools/serve.mjs', { BASE_PATH: '' }, built);
  site = started.server;
  origin = await started.origin;
  const problems = watchAdmin(page);
  const admin = await page.request.get(`${origin}/admin/`);
  expect(admin.headers()['content-security-policy']).toContain("'unsafe-eval'");
  expect(admin.headers()['x-robots-tag']).toBe('noindex, nofollow');
  // The site's own pages keep their strict policy beside it.
  const home = await page.request.get(`${origin}/`);
  expect(home.headers()['content-security-policy']).not.toContain('unsafe');

  await page.goto(`${origin}/admin/#/collections/games/entries/${GAME}/index`);
  await expect(page.getByRole('status').filter({ hasText: 'nothing is saved' })).toBeVisible();
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login.or(page.getByRole('button', { name: 'Publish' }))).toBeVisible({
    timeout: 30_000,
  });
  if (await login.isVisible()) await login.click();
  // The demo holds the files as built: the first test's name, as text in a field.
  const name = gameName(page);
  await expect(name).toHaveValue(HOSTILE_NAME);
  await name.fill('Neon Vanguard Demo');
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });
  // Saved in the tab only: the built files are as they were.
  expect(
    readFileSync(path.join(built, 'out/admin/repo-files.js'), 'utf8').includes(
      'Neon Vanguard Demo',
    ),
  ).toBe(false);
  expect(problems).toEqual([]);
});
