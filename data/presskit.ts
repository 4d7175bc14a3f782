import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { content, contentPictures, localContent } from './content';
import { site } from './site';
import type { CatalogueGame, StudioPress } from '../lib/content/types';
import {
  ARCHIVE,
  KIT_FILES,
  fileSlug,
  kitFile,
  kitPictures,
  type KitPicture,
} from '@/lib/presskit/kit.mjs';

// The press kits (presskit()): the studio's (data/content/studio.json) and one per catalogue
// game, its facts, trailers and pictures the game page's own entry. Their downloads are made
// by the build's press-kit step (scripts/presskit.mjs) into public/, before the pages render.

/**
 * Every catalogue game has a kit, the spec's own game too, /games/<slug>/presskit/, from its
 * `press.publishAt` when it names one (lib/content/shared/moments.mjs).
 */
export const presskitSlugs: readonly string[] = content.catalogue
  .filter((game) => game.kit)
  .map((game) => game.slug);

/** The studio's kit in the page's language. */
export const studioKit = (): StudioPress => localContent().studio.studio;

/** The file names' prefix: the studio's name, or the game's slug. */
export const kitPrefix = (slug?: string) => slug ?? fileSlug(site.companyName);

/** A picture's full-size file is a PNG only when the studio dropped in a PNG. */
function extensionOf(src: string): 'jpg' | 'png' {
  const picture = contentPictures.get(path.basename(src, '.webp'));
  return picture?.source === 'file' && /\.png$/i.test(picture.file) ? 'png' : 'jpg';
}

/** The pictures a game's kit shows, in page order, each with its name in images.zip. */
export const gameKitPictures = (game: CatalogueGame): KitPicture[] =>
  kitPictures(
    {
      prefix: kitPrefix(game.slug),
      keyArt: game.keyArt,
      cover: game.cover,
      screenshots: game.screenshots,
      videos: game.videos,
    },
    extensionOf,
  );

/** The pictures the studio's kit shows. */
export const studioKitPictures = (studio: StudioPress): KitPicture[] =>
  kitPictures({ prefix: kitPrefix(), images: studio.images }, extensionOf);

export type KitDownload = {
  href: string;
  file: string;
  bytes: number;
  part: number;
  parts: number;
};

/**
 * A kit's archives as the press-kit step published them, each with its size: images.zip and
 * logo.zip, or their parts when the host's limit split them.
 */
export function kitDownloads(slug?: string): { images: KitDownload[]; logo: KitDownload[] } {
  const dir = path.join(process.cwd(), 'public', kitFile(slug));
  if (!existsSync(dir)) {
    // Only a unit test renders before the build's steps have run.
    if (process.env.JEST_WORKER_ID) return { images: [], logo: [] };
    throw new Error(
      `${dir} is missing: the build's press-kit step (scripts/presskit.mjs) writes it`,
    );
  }
  const found = readdirSync(dir)
    .flatMap((file) => {
      const match = ARCHIVE.exec(file);
      return match ? [{ file, base: match[1], part: Number(match[2] ?? 1) }] : [];
    })
    .sort((a, b) => a.part - b.part);
  const of = (base: string): KitDownload[] => {
    const parts = found.filter((entry) => entry.base === base);
    return parts.map(({ file, part }) => ({
      href: kitFile(slug, file),
      file,
      bytes: statSync(path.join(dir, file)).size,
      part,
      parts: parts.length,
    }));
  };
  return { images: of(KIT_FILES.images), logo: of(KIT_FILES.logo) };
}

/** Where a kit's presskit() data.xml is. */
export const kitDataXml = (slug?: string) => kitFile(slug, KIT_FILES.data);
