// A node --test reporter that writes one JSON line per test file's top-level test (its
// file, name and milliseconds), which __tests__/run.mjs sums into each file's time.
/** @param {AsyncIterable<{ type: string, data: any }>} source */
export default async function* fileTimes(source) {
  for await (const { type, data } of source) {
    if ((type === 'test:pass' || type === 'test:fail') && data.nesting === 0)
      yield `${JSON.stringify({ file: data.file, ms: data.details.duration_ms })}\n`;
  }
}
