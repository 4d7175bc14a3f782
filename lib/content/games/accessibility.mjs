// A game's accessibility features in the industry's shared words: the Accessible Games
// Initiative's tags (ESA, March 2025), by stable kebab-case ids. The schema takes only these
// (games.schema.mjs), each language's messages name and define each one
// (`accessibilityTags` in data/locales/<code>/messages.json), a page per tag used lists the
// games carrying it (/games/accessibility/<tag>/), and the JSON-LD maps the few that have a
// W3C term of their own.

/** The tags, in the initiative's order: sight, hearing, then play and input. */
export const ACCESSIBILITY_TAGS = /** @type {const} */ ([
  'large-text',
  'clear-text',
  'color-alternatives',
  'camera-comfort',
  'large-clear-subtitles',
  'multiple-volume-controls',
  'mono-sound',
  'stereo-sound',
  'surround-sound',
  'narrated-menus',
  'chat-speech-to-text-text-to-speech',
  'difficulty-levels',
  'save-anytime',
  'basic-input-remapping',
  'full-input-remapping',
  'playable-with-buttons-only',
  'playable-with-keyboard-only',
  'playable-with-mouse-only',
  'playable-with-touch-only',
  'playable-without-button-holds',
  'playable-without-motion-controls',
  'playable-without-rapid-button-presses',
  'playable-without-touch-controls',
  'stick-inversion',
]);

/** @typedef {(typeof ACCESSIBILITY_TAGS)[number]} AccessibilityTag */

/**
 * The W3C accessibility vocabulary's `accessibilityFeature` where one of its terms says the
 * same as a tag; the other tags have none, and the JSON-LD names no feature for them.
 * @type {Readonly<Partial<Record<AccessibilityTag, string>>>}
 */
export const W3C_FEATURES = {
  'large-text': 'largePrint',
  'clear-text': 'highContrastDisplay',
  'large-clear-subtitles': 'captions',
  'narrated-menus': 'synthesizedSpeech',
};

/** The hazards a game may declare, with the W3C vocabulary's two values for each. */
export const HAZARDS = /** @type {const} */ ({
  flashing: { present: 'flashing', absent: 'noFlashingHazard' },
  motionSimulation: { present: 'motionSimulation', absent: 'noMotionSimulationHazard' },
});

/**
 * Edits from one id to another (Levenshtein's distance), for the nearest known id.
 * @param {string} a @param {string} b
 */
function distance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const swap = a[i - 1] === b[j - 1] ? 0 : 1;
      next[j] = Math.min(
        /** @type {number} */ (row[j]) + 1,
        /** @type {number} */ (next[j - 1]) + 1,
        /** @type {number} */ (row[j - 1]) + swap,
      );
    }
    row = next;
  }
  return /** @type {number} */ (row[b.length]);
}

/**
 * The known tag nearest to one that is not: what a typo most likely meant.
 * @param {unknown} value
 */
export function nearestTag(value) {
  const given = String(value).toLowerCase();
  /** @type {AccessibilityTag} */
  let best = ACCESSIBILITY_TAGS[0];
  for (const tag of ACCESSIBILITY_TAGS) {
    if (distance(given, tag) < distance(given, best)) best = tag;
  }
  return best;
}

/**
 * A game's tags on each of its platforms: those for every platform, with each platform's
 * own added, each tag once, in the initiative's order.
 * @param {{ tags?: readonly AccessibilityTag[], platforms?: readonly { platform: string, tags: readonly AccessibilityTag[] }[] }} accessibility
 * @returns {{ tag: AccessibilityTag, only?: string[] }[]} `only`: the platforms a tag is
 *   limited to, when it is not on every one
 */
export function tagsOf(accessibility) {
  const everywhere = new Set(accessibility.tags ?? []);
  /** @type {Map<AccessibilityTag, string[]>} */
  const some = new Map();
  for (const { platform, tags } of accessibility.platforms ?? []) {
    for (const tag of tags) {
      if (!everywhere.has(tag)) some.set(tag, [...(some.get(tag) ?? []), platform]);
    }
  }
  return ACCESSIBILITY_TAGS.flatMap((tag) => {
    if (everywhere.has(tag)) return [{ tag }];
    const only = some.get(tag);
    return only ? [{ tag, only }] : [];
  });
}
