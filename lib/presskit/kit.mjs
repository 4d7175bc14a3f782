// A press kit's parts that the build step (scripts/presskit.mjs) and the pages
// (components/presskit/) must agree on: which pictures a kit shows, the name each has in its
// images.zip, and the files published beside the page. Pure, cheap enough for any page.
import { presskitPath } from '../core/routes.mjs';
import { slugOf } from '../core/slug.mjs';

/** The archives and files a kit publishes beside its page, by what they are. */
export const KIT_FILES = /** @type {const} */ ({
  images: 'images',
  logo: 'logo',
  data: 'data.xml',
});

/**
 * A published archive's name: `images.zip`, or `images-2.zip` for the second part of one the
 * host's limit split (data/brand.json overLimit).
 * @param {string} base @param {number} [part] @param {number} [parts]
 */
export const archiveName = (base, part = 1, parts = 1) =>
  parts > 1 ? `${base}-${part}.zip` : `${base}.zip`;

/** An archive's parts as published: images.zip, or images-1.zip, images-2.zip… */
export const ARCHIVE = /^(images|logo)(?:-(\d+))?\.zip$/;

/**
 * A name for file names: lower-case letters, digits and hyphens ("Lumenrift Interactive" →
 * "lumenrift-interactive").
 * @param {string} text
 */
export const fileSlug = (text) => slugOf(text) || 'studio';

/**
 * @typedef {{ src: string, alt?: string }} Shot
 * @typedef {{ poster: string, title: string }} Poster
 * @typedef {'keyArt' | 'cover' | 'screenshot' | 'poster' | 'studio'} PictureRole
 * @typedef {{ src: string, role: PictureRole, index: number, alt?: string, file: string }} KitPicture
 */

/**
 * Every picture a kit shows, in page order, with its name in images.zip: a game's key art,
 * cover, screenshots and trailer posters; the studio's own pictures. `extensionOf` says
 * whether a picture's full-size file is a JPEG or a PNG (a studio's PNG stays one).
 * @param {{ prefix: string, keyArt?: string, cover?: string, screenshots?: readonly Shot[],
 *   videos?: readonly Poster[], images?: readonly Shot[] }} kit
 * @param {(src: string) => 'jpg' | 'png'} extensionOf
 * @returns {KitPicture[]}
 */
export function kitPictures(kit, extensionOf) {
  /** @type {Omit<KitPicture, 'file'>[]} */
  const shown = [
    ...(kit.keyArt ? [{ src: kit.keyArt, role: /** @type {const} */ ('keyArt'), index: 1 }] : []),
    ...(kit.cover ? [{ src: kit.cover, role: /** @type {const} */ ('cover'), index: 1 }] : []),
    ...(kit.screenshots ?? []).map((shot, i) => ({
      src: shot.src,
      alt: shot.alt,
      role: /** @type {const} */ ('screenshot'),
      index: i + 1,
    })),
    ...(kit.videos ?? []).map((video, i) => ({
      src: video.poster,
      alt: video.title,
      role: /** @type {const} */ ('poster'),
      index: i + 1,
    })),
    ...(kit.images ?? []).map((shot, i) => ({
      src: shot.src,
      alt: shot.alt,
      role: /** @type {const} */ ('studio'),
      index: i + 1,
    })),
  ];
  const names = {
    keyArt: 'key-art',
    cover: 'cover',
    screenshot: 'screenshot',
    poster: 'trailer',
    studio: 'studio',
  };
  return shown.map((picture) => {
    const numbered =
      picture.role === 'keyArt' || picture.role === 'cover'
        ? ''
        : `-${String(picture.index).padStart(2, '0')}`;
    return {
      ...picture,
      file: `${kit.prefix}-${names[picture.role]}${numbered}.${extensionOf(picture.src)}`,
    };
  });
}

/**
 * The logo and icon files of a kit, light (for light backgrounds) and dark, as SVG and PNG:
 * what logo.zip holds and the page shows (the SVGs).
 * @param {string} prefix
 */
export const logoFiles = (prefix) =>
  /** @type {const} */ (['logo', 'icon']).flatMap((what) =>
    /** @type {const} */ (['light', 'dark']).map((tone) => ({
      what,
      tone,
      svg: `${prefix}-${what}-${tone}.svg`,
      png: `${prefix}-${what}-${tone}.png`,
    })),
  );

/**
 * Where a kit's files are published, as a site path: /presskit/ or /games/<slug>/presskit/.
 * @param {string} [slug] @param {string} [file]
 */
export const kitFile = (slug, file = '') => `${presskitPath(slug)}${file}`;
