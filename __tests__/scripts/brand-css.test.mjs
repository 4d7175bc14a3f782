// The CSS follows data/brand.json through a warm build cache: Tailwind must report the
// brand, as the first step checked it into .build/result.json (lib/render/build-result.mjs), to the
// bundler as a dependency of the stylesheet (PostCSS "dependency" messages; Turbopack
// invalidates on them). When tailwind.config.ts read the file from disk instead, a rebuild
// after `npm run brand` kept the old accent. Runs after a build (test:out): the result is
// the build's.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import postcss from 'postcss';
import tailwindcss from 'tailwindcss';

describe('the stylesheet and the brand file', () => {
  it("names the first step's result as a dependency, so a brand change rebuilds the CSS", async () => {
    const from = path.resolve('app/globals.css');
    const result = await postcss([tailwindcss()]).process(readFileSync(from, 'utf8'), { from });
    const dependencies = result.messages
      .filter((message) => message.type === 'dependency')
      .map((message) => path.relative(process.cwd(), message.file));
    assert.ok(dependencies.includes(path.join('.build', 'result.json')), dependencies.join(', '));
    const { accent } = JSON.parse(readFileSync('data/brand.json', 'utf8'));
    const rgb = accent
      .match(/[0-9a-f]{2}/gi)
      .map((/** @type {string} */ hex) => parseInt(hex, 16))
      .join(' ');
    assert.ok(result.css.includes(rgb), `the accent ${accent} (${rgb}) is in the CSS`);
  });
});
