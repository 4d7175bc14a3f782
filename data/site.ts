import { brandOf, buildMoment, whileEditing } from '@/lib/render/build-result.mjs';
import { marketOrder } from '@/lib/content/games/markets.mjs';

// The brand as the build's first step checked it (lib/render/build-result.mjs); under
// `next dev`, as last saved.
const brand = whileEditing(process.cwd(), () => brandOf(process.cwd()));

// The names come from brand.json (the brand kit: README, Make it yours); the logo, the
// footer, page titles, the manifest and the share image follow them.
export const site = {
  get name() {
    return brand().name;
  },
  get companyName() {
    return brand().companyName;
  },
  /** Added to every store link (lib/content/games/game-facts.mjs's withCampaign). */
  get storeCampaign() {
    return brand().storeCampaign;
  },
  /**
   * Every region, in the order a language's game pages list their store links: the brand's
   * markets for it, then the rest (lib/content/games/markets.mjs).
   */
  marketsFor(code: string) {
    return marketOrder(brand().markets?.[code]);
  },
  /**
   * The newsletter's sign-up (components/newsletter/newsletter-signup.tsx): a provider's
   * page, or a plain form posting to it; none where the brand names none.
   */
  get newsletter() {
    return brand().newsletter;
  },
  /** The header's box searches the site (docs/search.md); off, it is the spec's inert box. */
  get search() {
    return brand().search ?? false;
  },
} as const;

// Read once in a build (each page's layout, bar and robots.txt ask), again under `next dev`.
const moment = whileEditing(process.cwd(), () => buildMoment(process.cwd()));

/**
 * The instant a preview build shows the site as of (BUILD_AT, as the first step read it), or
 * null for a build as of its own clock: a preview says so on every page, is noindex, and its
 * robots.txt disallows all.
 */
export const previewAt = (): Date | null => moment().preview;

/** Fixed display figures from the specification: shown as text, never data fields. */
export const figures = {
  rating: '4.8',
  likes: '2.3',
  likesLong: '2.3M',
  /** Shown as "249k Downloads" in English (the words are each language's: its messages). */
  downloads: '249k',
  size: '36GB',
  gamesDownloaded: '3',
  friendsOnline: '16',
  clips: '29',
  copyrightYear: '2036',
} as const;
