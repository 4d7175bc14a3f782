// A message's placeholders filled in: pure, for the server's messages (lib/core/messages.mjs)
// and the client components that get their words as props.

/** `{name}` in a message, filled in: "Download {name}" → "Download Terraloom". */
export function format(
  /** @type {string} */ template,
  /** @type {Record<string, string | number>} */ values,
) {
  return template.replace(/\{(\w+)\}/g, (whole, key) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
