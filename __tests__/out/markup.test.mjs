// html-validate (.htmlvalidate.mjs) over the export, a page per template and language: every
// screen, 404 and studio page, one game page, one kit and one post or kind page in each
// language (the others are the same template over other content, whose text stays text:
// the hostile content set, __tests__/brand/content.brand.mjs).
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { htmlPages, out } from './read-out.mjs';

/** The route a page is drawn by: a game's or a post's slug stood for. @param {string} file */
const templateOf = (file) => file.replace(/(^|\/)(games|news)\/[^/]+\//, '$1$2/*/');

describe('markup', () => {
  it('a page of each template in each language passes html-validate', async () => {
    const files = htmlPages();
    const seen = new Set();
    const chosen = files.filter(
      (file) => !seen.has(templateOf(file)) && seen.add(templateOf(file)),
    );
    assert.ok(chosen.length > 40 && chosen.some((file) => file.startsWith('ar/games/')));
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const errors = [];
    for (const file of chosen) {
      const report = await validator.validateFile(path.join(out, file));
      for (const result of report.results)
        for (const message of result.messages)
          errors.push(`${file}: ${message.ruleId} ${message.message} (${message.selector})`);
    }
    assert.deepEqual(errors, []);
  });
});
