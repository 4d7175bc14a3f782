/**
 * A function as the text of an inline script that calls it with `args`, for code that
 * must run while the page is parsed, before (or without) Next's runtime. The function
 * is serialised with toString, so it may use only its parameters and globals. Arguments
 * are JSON with `<` escaped, so no value can close the script element.
 */
export function inlineScript<Args extends unknown[]>(
  run: (...args: Args) => void,
  ...args: Args
): string {
  const values = args.map((value) => JSON.stringify(value).replace(/</g, '\\u003c'));
  return `(${run.toString()})(${values.join(',')})`;
}
