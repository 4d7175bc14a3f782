/** A run of an excerpt's text, marked where it matches the query. */
export type ExcerptPart = { text: string; marked: boolean };

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
};

/** Pagefind's entity-escaped text back to characters; an unknown entity stays as written. */
const decode = (text: string) =>
  text.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);

/**
 * Pagefind's excerpt (its text escaped, each match inside <mark>) as runs of plain text for
 * React to render: a studio's words stay text, never HTML, whatever they contain.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((piece) => {
      const marked = piece.startsWith('<mark>') && piece.endsWith('</mark>');
      return { text: decode(marked ? piece.slice(6, -7) : piece), marked };
    });
}
