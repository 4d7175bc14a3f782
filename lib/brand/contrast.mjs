// WCAG 2.2 contrast, one implementation for the browser suite now and the build's
// colour checks later. Definitions: https://www.w3.org/TR/WCAG22/#dfn-relative-luminance

/**
 * Reads `#rgb`, `#rrggbb`, `rgb(r, g, b)` and `rgba(r, g, b, a)` (alpha is dropped:
 * callers composite first) into [r, g, b] in 0-255.
 * @param {string} colour
 * @returns {[number, number, number]}
 */
export function parseColour(colour) {
  const text = colour.trim().toLowerCase();
  const hex = text.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/);
  const value = hex?.[1];
  if (value) {
    const digits = value.length === 3 ? [...value].map((d) => d + d) : (value.match(/../g) ?? []);
    return /** @type {[number, number, number]} */ (digits.map((d) => parseInt(d, 16)));
  }
  const rgb = text.match(/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`not a colour: ${colour}`);
}

/** @param {[number, number, number]} rgb 0-255 channels */
export function relativeLuminance([r, g, b]) {
  const linear = (/** @type {number} */ channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The contrast ratio of two colours, 1 to 21.
 * @param {string | [number, number, number]} a
 * @param {string | [number, number, number]} b
 */
export function contrastRatio(a, b) {
  const [la, lb] = /** @type {[number, number]} */ (
    [a, b].map((c) => relativeLuminance(typeof c === 'string' ? parseColour(c) : c))
  );
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
