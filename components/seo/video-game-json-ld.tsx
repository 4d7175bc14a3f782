import type { CatalogueGame, GameVideo } from '@/lib/content/types';
import { fullSizePath } from '@/data/artwork';
import { hostedPlayer, isoDuration, videoPath } from '@/lib/content/games/videos.mjs';
import { gameMakers } from '@/data/catalogue';
import { site } from '@/data/site';
import { isoDate } from '@/lib/core/format';
import { PLATFORMS, STORES, ratingsFor, withCampaign } from '@/lib/content/games/game-facts.mjs';
import { HAZARDS, W3C_FEATURES, tagsOf } from '@/lib/content/games/accessibility.mjs';
import { ELIGIBLE_REGION, regionsOf, shownPrice } from '@/lib/content/games/markets.mjs';
import { reasonsText } from '@/lib/content/games/rating-reasons.mjs';
import { format } from '@/lib/core/messages.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { absoluteUrl } from '@/lib/core/site-url';
import { JsonLd } from './json-ld';

type VideoGameJsonLdProps = {
  name: string;
  genre: string;
  /** Plain text: the page's first paragraph. */
  description: string;
  /** The served path of the game's key art. */
  image: string;
  /** The page's path in its language. */
  href: string;
  /** A catalogue game's facts; the details screen's fixed game has none beyond the spec's. */
  facts?: Pick<
    CatalogueGame,
    | 'developer'
    | 'publisher'
    | 'platforms'
    | 'stores'
    | 'ratings'
    | 'ratingReasons'
    | 'languages'
    | 'accessibility'
  >;
  /** Its trailers, in the page's language. */
  videos?: readonly GameVideo[];
};

/**
 * A trailer as search engines read it: its poster as a thumbnail of our own (the widest
 * file drawn), and where it plays, the host's player or our own file.
 */
function videoObject(video: GameVideo, code: string) {
  const player = hostedPlayer(video);
  return {
    '@type': 'VideoObject',
    name: video.title,
    description: video.description,
    thumbnailUrl: absoluteUrl(fullSizePath(video.poster)),
    uploadDate: isoDate(video.date),
    duration: isoDuration(video.duration),
    inLanguage: code,
    ...(player
      ? { embedUrl: player.embedUrl }
      : { contentUrl: absoluteUrl(videoPath(video.file ?? '')) }),
  };
}

const organization = (name: string) => ({ '@type': 'Organization', name });

/** One value as itself, several as a list, none left out. */
const oneOrMany = (key: string, values: readonly string[]) =>
  values.length ? { [key]: values.length === 1 ? values[0] : [...values] } : {};

/**
 * A computer game's minimum requirements in SoftwareApplication's terms (VideoGame is one):
 * each platform's operating system, processor, memory and storage, each value once.
 */
function requirementsOf(platforms: NonNullable<CatalogueGame['platforms']>) {
  const minimums = platforms.flatMap(({ requirements }) =>
    requirements ? [requirements.minimum] : [],
  );
  const values = (key: 'os' | 'processor' | 'memory' | 'storage') => [
    ...new Set(minimums.flatMap((set) => (set[key] ? [set[key]] : []))),
  ];
  return {
    ...oneOrMany('operatingSystem', values('os')),
    ...oneOrMany('processorRequirements', values('processor')),
    ...oneOrMany('memoryRequirements', values('memory')),
    ...oneOrMany('storageRequirements', values('storage')),
  };
}

/**
 * A game's accessibility in the W3C vocabulary schema.org takes: its summary, the hazards it
 * declares (each named present or absent; one it leaves out is not said), and a feature for
 * each tag a W3C term fits, with captions where its own video has them. Search engines
 * document no use of these on a game; they are the page's facts, said in the shared terms.
 */
function accessibilityOf(
  accessibility: CatalogueGame['accessibility'],
  videos: readonly GameVideo[],
) {
  const hazards = (Object.keys(HAZARDS) as (keyof typeof HAZARDS)[]).flatMap((hazard) => {
    const present = accessibility?.hazards?.[hazard];
    if (present === undefined) return [];
    return [present ? HAZARDS[hazard].present : HAZARDS[hazard].absent];
  });
  const features = new Set(
    tagsOf(accessibility ?? {}).flatMap(({ tag }) => W3C_FEATURES[tag] ?? []),
  );
  if (videos.some((video) => video.captions)) features.add('captions');
  return {
    ...(accessibility?.summary ? { accessibilitySummary: accessibility.summary } : {}),
    ...(hazards.length ? { accessibilityHazard: hazards } : {}),
    ...(features.size ? { accessibilityFeature: [...features] } : {}),
  };
}

/**
 * VideoGame for a game's page: its platforms, first release, age ratings, who made and
 * publishes it, and an offer per store link that names a checked price, with the regions it
 * sells in. No aggregate rating or reviews:
 * the page's figures are sample data.
 */
export function VideoGameJsonLd({
  name,
  genre,
  description,
  image,
  href,
  facts,
  videos = [],
}: VideoGameJsonLdProps) {
  const { code } = getLocale();
  const platforms = facts?.platforms ?? [];
  // The first day it came out anywhere, as of the build's instant; a game only announced,
  // or dated for a day to come, has no datePublished.
  const released = platforms
    // Days only, once out: a window ("Q3 2027") or a day to come is no publication.
    .flatMap(({ release, out }) => (out && release ? [isoDate(release)] : []))
    .sort()[0];
  const played = (facts?.languages ?? []).flatMap(({ language, interface: menus }) =>
    menus ? [language] : [],
  );
  // Each rating with what it is for, in the page's language: "PEGI 12: Violence · Chats".
  const { ratingReasons: words } = getMessages();
  const ratings = ratingsFor(facts?.ratings ?? {}, code, facts?.ratingReasons).map((rating) => {
    const reasons = reasonsText(rating, words);
    const text = `${rating.board} ${rating.value}`;
    return reasons ? format(words.line, { rating: text, reasons }) : text;
  });
  // An offer per link that sells and names a price with its day, each with the regions it
  // sells in: a store delisted in a region offers nothing there.
  const stores = facts?.stores ?? [];
  const offers = stores.flatMap((link) => {
    const price = shownPrice(link);
    const regions = regionsOf(link, stores);
    if (!price || !regions.length) return [];
    const eligible = regions.map((region) => ELIGIBLE_REGION[region]);
    return [
      {
        '@type': 'Offer',
        url: withCampaign(link.url, site.storeCampaign),
        price: price.amount.toFixed(2),
        priceCurrency: price.currency,
        eligibleRegion: eligible.length === 1 ? eligible[0] : eligible,
        seller: organization(STORES[link.store] ?? site.companyName),
      },
    ];
  });
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'VideoGame',
        name,
        genre,
        description,
        image: absoluteUrl(image),
        url: absoluteUrl(href),
        // The languages it is played in (its interface's), where it names them; else the page's.
        inLanguage: played.length ? played : code,
        gamePlatform: platforms.length
          ? platforms.map(({ platform }) => PLATFORMS[platform])
          : ['PC'],
        ...(released ? { datePublished: released } : {}),
        ...(ratings.length ? { contentRating: ratings } : {}),
        ...(facts ? { author: organization(gameMakers(facts).developer) } : {}),
        publisher: organization(gameMakers(facts ?? {}).publisher),
        ...(offers.length ? { offers } : {}),
        ...requirementsOf(platforms),
        ...(facts ? accessibilityOf(facts.accessibility, videos) : {}),
        ...(videos.length
          ? {
              trailer:
                videos.length === 1
                  ? videoObject(videos[0]!, code)
                  : videos.map((video) => videoObject(video, code)),
            }
          : {}),
      }}
    />
  );
}
