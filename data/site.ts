import { brandOf } from '@/lib/render/build-result.mjs';

// The brand as the build's first step checked it (lib/render/build-result.mjs).
const brand = brandOf(process.cwd());

// The names come from brand.json (the brand kit: README, Make it yours); the logo, the
// footer, page titles, the manifest and the share image follow them.
export const site = {
  name: brand.name,
  companyName: brand.companyName,
  /** Added to every store link (lib/content/game-facts.mjs's withCampaign). */
  storeCampaign: brand.storeCampaign,
  /** The header's box searches the site (docs/search.md); off, it is the spec's inert box. */
  search: brand.search ?? false,
} as const;

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
