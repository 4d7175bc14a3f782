import brand from './brand.json';

// The names come from brand.json (the brand kit: README, Make it yours); the logo, the
// footer, page titles, the manifest and the share image follow them.
export const site = {
  name: brand.name,
  companyName: brand.companyName,
  tagline: 'Find your next world, watch the best runs, and go live.',
  description: `${brand.name} is a gaming portal showcase: popular games, your library, featured titles, live streams and a streamer profile.`,
  designCredit: `Design and artwork drawn in code by the ${brand.name} studio team`,
} as const;

/** Fixed display figures from the specification: shown as text, never data fields. */
export const figures = {
  rating: '4.8',
  likes: '2.3',
  likesLong: '2.3M',
  downloads: '249k Downloads',
  size: '36GB',
  category: 'Action',
  genre: 'Sandbox',
  gamesDownloaded: '3',
  friendsOnline: '16',
  liveStreams: 'None',
  clips: '29',
  copyrightYear: '2036',
} as const;
