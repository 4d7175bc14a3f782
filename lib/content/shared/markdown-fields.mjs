// The check every kind with Markdown texts shares: a game's description and its trailers'
// transcripts, a kit's history, the studio's histories. Below the kinds (docs/decisions/code-layout.md).
import { DataFileError } from '../../core/data-file.mjs';
import { markdownProblem } from './markdown.mjs';

/**
 * The texts written in Markdown (a description, a kit's history), each held to the subset
 * the pages render (lib/content/shared/markdown.mjs): the first refused one stops the step.
 * @param {Record<string, any>} texts an entry or its translation @param {string} where
 * @param {string} [named] the field's name in the line, when `where` does not end with it
 */
export function markdownFields(texts, where, named) {
  for (const [key, value] of [
    ['description', texts.description],
    ['press.history', texts.press?.history],
    ...(Array.isArray(texts.videos) ? texts.videos : []).map(
      (/** @type {{ transcript?: unknown }} */ video, index) => [
        `videos[${index}].transcript`,
        video?.transcript,
      ],
    ),
  ]) {
    if (typeof value !== 'string') continue;
    const problem = markdownProblem(value);
    if (problem) throw new DataFileError(`${where}${named ?? key}: ${problem}`);
  }
}
