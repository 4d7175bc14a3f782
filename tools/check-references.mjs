// Part of `npm run lint`: every repository path that the docs or a code comment names
// must exist, so a file that moves takes its references with it. Read: Markdown text
// and its relative links (README.md, docs/), and the comments of every source file.
// A path is a word that starts at one of the repository's top-level folders or files
// (`lib/core/routes.mjs`, `docs/testing.md`, `.ci/run`); `*` and `<name>` in it match any
// one path segment's worth of characters. A path is looked up in the files git knows
// (tracked, or new and not ignored), never on disk, so the answer is a clean clone's;
// a path .gitignore names (out/, the art, caches) is written by a build, so it passes.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where a named path may start: the tracked tree's top-level entries. */
const TOP = [
  'app',
  'components',
  'data',
  'lib',
  'scripts',
  'tools',
  '__tests__',
  'docs',
  'deploy',
  'public',
  '.ci',
  '.github',
];
const TOP_FILES = [
  'package.json',
  'tsconfig.json',
  'tsconfig.scripts.json',
  'next.config.mjs',
  'tailwind.config.ts',
  'playwright.config.ts',
  'jest.config.mjs',
  'jest.setup.ts',
  'eslint.config.mjs',
  'postcss.config.mjs',
  'bench.budgets.json',
  '.htmlvalidate.mjs',
  'Dockerfile',
  'README.md',
  '.nvmrc',
];

const CODE = /\.(m?[jt]sx?|cjs|css)$/;
/** Shell scripts, whose comments start with #. */
const SHELL = /(^\.ci\/run|\.sh|^Dockerfile)$/;

/** @param {string} text @returns {string} the comments of a source file, in order */
function commentsOf(text) {
  const out = [];
  const pattern = /\/\*[\s\S]*?\*\/|(^|[^:"'`\\])\/\/[^\n]*/g;
  for (const match of text.matchAll(pattern)) out.push(match[0]);
  return out.join('\n');
}

const escape = (/** @type {string} */ s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a named path exists in a clean clone (a file, a folder of files, a module named
 * without its extension, or a pattern with * and <name>), or is one a build writes.
 * @param {string} name
 * @param {string[]} files every file git knows
 */
function exists(name, files) {
  const clean = name.replace(/\/$/, '');
  if (!/[*<]/.test(clean)) {
    return (
      files.some(
        (file) => file === clean || file.startsWith(`${clean}/`) || file.startsWith(`${clean}.`),
      ) ||
      // A folder pattern (`public/art/`) matches only a name that ends in a slash.
      ignored(clean) ||
      ignored(`${clean}/`)
    );
  }
  const pattern = new RegExp(
    `^${clean
      .split(/(\*\*\/|\*|<[^>]+>)/)
      .map((part) =>
        part === '**/' ? '(?:.*/)?' : part === '*' || /^<.+>$/.test(part) ? '[^/]+' : escape(part),
      )
      .join('')}`,
  );
  return files.some((file) => pattern.test(file));
}

/**
 * Whether .gitignore names the path: the build or a tool writes it (public/icon.svg, out/).
 * @param {string} name
 */
function ignored(name) {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', name], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

/**
 * Every missing path or section named in a text, one sentence each.
 * @param {string} file the text's own path, for relative Markdown links
 * @param {string} text
 * @param {string[]} files
 */
export function missingIn(file, text, files) {
  const problems = new Set();
  const starts = [...TOP.map((dir) => `${escape(dir)}/`), ...TOP_FILES.map(escape)].join('|');
  // Route groups and dynamic segments are whole segments: app/(root)/, app/[locale]/.
  const named = new RegExp(
    `(?<![\\w./@~-])(?:${starts})(?:\\([\\w-]+\\)|\\[[\\w-]+\\]|[\\w./@*<>-])*`,
    'g',
  );
  for (const [match] of text.matchAll(named)) {
    // Markdown's bold (`Dockerfile**`) and a sentence's full stop are not part of a name.
    const name = match.replace(/\*\*$/, '').replace(/[.,:;]+$/, '');
    if (!exists(name, files)) problems.add(`${file} names ${name}, which does not exist`);
  }
  // A section named by a document and its heading: (README, Make it yours), README's
  // "Make it yours", (docs/testing.md, "The browser suite").
  const sectioned =
    /\b(README|(?:docs\/)?[\w/-]+\.md)(?:\]\([^)]*\))?(?:, |'s )"?([A-Za-z][\w' -]*?)"?(?=[).:;])/g;
  for (const [, doc = '', section = ''] of text.matchAll(sectioned)) {
    const target = doc === 'README' ? 'README.md' : doc.startsWith('docs/') ? doc : `docs/${doc}`;
    if (!existsSync(path.join(root, target))) continue;
    const headings = readFileSync(path.join(root, target), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .map((line) => line.replace(/^#+\s*/, '').toLowerCase());
    if (!headings.some((heading) => heading.startsWith(section.toLowerCase().trim())))
      problems.add(`${file} names ${doc}'s "${section}", which has no such heading`);
  }
  if (file.endsWith('.md')) {
    for (const [, target = ''] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (/^[a-z]+:/.test(target) || target.startsWith('/')) continue;
      const resolved = path.relative(root, path.resolve(root, path.dirname(file), target));
      if (!exists(resolved, files)) problems.add(`${file} links ${target}, which does not exist`);
    }
  }
  return [...problems];
}

/** The files git knows: tracked (and not deleted), or new and not ignored. */
function treeFiles() {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(path.join(root, file)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = treeFiles();
  const problems = files.flatMap((file) => {
    const isDoc = file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md'));
    // The user's own texts, kept as given (docs/spec.md, docs/design.md), are not ours to check.
    if (['docs/spec.md', 'docs/design.md'].includes(file)) return [];
    const text = () => readFileSync(path.join(root, file), 'utf8');
    if (isDoc) return missingIn(file, text(), files);
    if (CODE.test(file)) return missingIn(file, commentsOf(text()), files);
    if (SHELL.test(file)) {
      const comments = text()
        .split('\n')
        .filter((line) => /^\s*#|\s#\s/.test(line) || /echo/.test(line));
      return missingIn(file, comments.join('\n'), files);
    }
    // JSON holds its notes in strings ($comment): all of it is read, the lockfile aside.
    if (file.endsWith('.json') && !file.endsWith('package-lock.json'))
      return missingIn(file, text(), files);
    return [];
  });
  for (const problem of problems) console.error(`references: ${problem}`);
  if (problems.length) process.exit(1);
}
