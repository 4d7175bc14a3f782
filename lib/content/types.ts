// The content's types, from the one schema (lib/content/<kind>/*.schema.mjs), with each picture field
// resolved to the path it is served under. Field names follow the specification's entity
// table exactly (it is the data contract), odd spellings included: `dataAdded`,
// `streamrImage`, `streamrNumber`.
import type { z } from 'zod';
import type { Post } from '@/lib/content/news/news.mjs';
import type { StudioPage as Page } from '@/lib/content/pages/studio-pages.mjs';
import type { catalogueGame, gameVideo } from '@/lib/content/games/games.schema.mjs';
import type {
  contentFiles,
  featuredGame,
  libraryGame,
  popularGame,
  profileTip,
  streamCard,
  topStreamer,
} from '@/lib/content/screens/screens.schema.mjs';

/** An entry as written, with its picture fields now always a served path. */
type Resolved<T, K extends keyof T> = Readonly<
  Omit<T, K | 'focal'> & { readonly [P in K]-?: string }
>;

/** A list entry's fields that a catalogue game (`game`) fills in when the entry names one. */
type Filled<T, K extends keyof T> = Omit<T, K> & { readonly [P in K]-?: string };

export type PopularGame = Filled<Resolved<z.output<typeof popularGame>, 'imgUrl'>, 'name' | 'type'>;
export type LibraryGame = Filled<
  Resolved<z.output<typeof libraryGame>, 'imgUrl'>,
  'gameName' | 'gameType'
>;
export type FeaturedGame = Filled<Resolved<z.output<typeof featuredGame>, 'imageUrl'>, 'gameName'>;
export type ProfileTip = Resolved<z.output<typeof profileTip>, 'imageUrl'>;
export type StreamCard = Resolved<z.output<typeof streamCard>, 'imageUrl' | 'streamerPicture'>;
/** `streamrNumber`: the two-digit rank, from the list's order ("01", "02", …). */
export type TopStreamer = Resolved<z.output<typeof topStreamer>, 'streamrImage'> & {
  readonly streamrNumber: string;
};

type FileOf<N extends keyof typeof contentFiles> = z.output<(typeof contentFiles)[N]>;
type Shot = { readonly src: string; readonly alt: string };
type Player = Resolved<FileOf<'profile.json'>['player'], 'picture'>;
type DetailsGame = Readonly<
  Omit<FileOf<'details.json'>['game'], 'cover' | 'featureImages' | 'screenshots' | 'focal'> & {
    cover: string;
    featureImages: readonly Shot[];
    screenshots: readonly Shot[];
  }
>;

/** The studio's press kit (data/content/studio.json), its pictures resolved. */
export type StudioPress = Readonly<
  Omit<FileOf<'studio.json'>['studio'], 'images'> & { images: readonly Shot[] }
>;

/** What a game's press kit adds to its page (`press` in its catalogue entry). */
export type GamePress = Omit<
  NonNullable<z.output<typeof catalogueGame>['press']>,
  'publishAt' | 'expireAt'
>;

type CataloguePlatform = NonNullable<z.output<typeof catalogueGame>['platforms']>[number];

/** A game's trailer, its poster resolved; its files still as data/ paths (videos/<name>.mp4). */
export type GameVideo = Resolved<
  Omit<z.output<typeof gameVideo>, 'publishAt' | 'expireAt'>,
  'poster'
>;

/**
 * A catalogue game (data/content/games/<slug>/), its pictures resolved, as shown now (its
 * moments done with: lib/content/shared/moments.mjs). `page`: 'details' for the spec's fixed game,
 * whose one page is /details/; 'own' for /games/<slug>/. `kit`: whether its press kit shows.
 */
export type CatalogueGame = Readonly<
  Omit<
    z.output<typeof catalogueGame>,
    | '$schema'
    | 'cover'
    | 'keyArt'
    | 'screenshots'
    | 'videos'
    | 'related'
    | 'focal'
    | 'press'
    | 'publishAt'
    | 'expireAt'
    | 'platforms'
  > & {
    /**
     * Each platform with its release state as of the build's instant (lib/content/games/release.mjs's
     * isOut), and each region's with a release of its own.
     */
    platforms?: readonly (Omit<CataloguePlatform, 'regions'> & {
      out: boolean;
      regions?: readonly (NonNullable<CataloguePlatform['regions']>[number] & { out: boolean })[];
    })[];
    press?: GamePress;
    kit: boolean;
    slug: string;
    cover: string;
    keyArt: string;
    screenshots: readonly Shot[];
    videos: readonly GameVideo[];
    related: readonly string[];
    page: 'details' | 'own';
  }
>;

/** A news post (data/content/news/<slug>/) in one language (lib/content/news/news.mjs). */
export type NewsPost = Readonly<Post>;

/** A page the studio writes (data/content/pages/<slug>/) in one language (lib/content/pages/studio-pages.mjs). */
export type StudioPage = Readonly<Page>;

/** The resolved content, by file (data/content.ts). */
export type Content = {
  readonly games: {
    readonly popular: readonly PopularGame[];
    readonly library: readonly LibraryGame[];
    readonly featured: readonly FeaturedGame[];
  };
  readonly streams: {
    readonly streams: readonly StreamCard[];
    readonly topStreamers: readonly Omit<TopStreamer, 'streamrNumber'>[];
  };
  readonly profile: { readonly player: Player; readonly tips: readonly ProfileTip[] };
  readonly details: { readonly game: DetailsGame };
  readonly studio: { readonly studio: StudioPress };
  /** The news, newest first, in this language or English where a post has none. */
  readonly news: readonly NewsPost[];
  /** The studio's pages, in slug order, in this language or English where a page has none. */
  readonly pages: readonly StudioPage[];
  /** The game catalogue, in slug order: each game in the language asked for. */
  readonly catalogue: readonly CatalogueGame[];
};
