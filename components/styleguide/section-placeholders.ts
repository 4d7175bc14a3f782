/**
 * The height each style-guide section takes while it is off screen and not yet rendered
 * (content-visibility: auto; the `auto` keyword remembers the real height once drawn).
 * Each is at least the section's real height at every width of its range, phones and
 * tablets up to 1023 px, then lg, with about 15 % to spare: a section whose content is
 * taller than its placeholder lays that content over the next one until it renders, and
 * a contrast check made before scrolling then reads the wrong background. Measured at
 * 320-1920 px; re-measure when a section grows (last: the game catalogue's linked card and
 * its 23 drawn pictures).
 */
export const sectionPlaceholders = {
  colours: '[contain-intrinsic-size:auto_2520px] lg:[contain-intrinsic-size:auto_970px]',
  contrast: '[contain-intrinsic-size:auto_2950px] lg:[contain-intrinsic-size:auto_2070px]',
  type: '[contain-intrinsic-size:auto_3250px] lg:[contain-intrinsic-size:auto_1960px]',
  shape: '[contain-intrinsic-size:auto_1420px] lg:[contain-intrinsic-size:auto_880px]',
  buttons: '[contain-intrinsic-size:auto_1630px] lg:[contain-intrinsic-size:auto_850px]',
  parts: '[contain-intrinsic-size:auto_860px] lg:[contain-intrinsic-size:auto_520px]',
  cards: '[contain-intrinsic-size:auto_3960px] lg:[contain-intrinsic-size:auto_1870px]',
  screens: '[contain-intrinsic-size:auto_1260px] lg:[contain-intrinsic-size:auto_640px]',
  media: '[contain-intrinsic-size:auto_1500px] lg:[contain-intrinsic-size:auto_900px]',
  phone: '[contain-intrinsic-size:auto_2180px] lg:[contain-intrinsic-size:auto_1470px]',
  artwork: '[contain-intrinsic-size:auto_11100px] lg:[contain-intrinsic-size:auto_4310px]',
} as const;
