import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { SearchEntry } from '@/components/search/search-entry';
import { MediaScript } from '@/components/media/media-script';
import { FeatureList } from '@/components/presskit/feature-list';
import { KitAboutStudio } from '@/components/presskit/kit-about-studio';
import { GameFactSheet } from '@/components/presskit/game-fact-sheet';
import { KitImages } from '@/components/presskit/kit-images';
import { KitLogos } from '@/components/presskit/kit-logos';
import { KitPage } from '@/components/presskit/kit-page';
import { KitTrailers } from '@/components/presskit/kit-trailers';
import { PressProse } from '@/components/presskit/press-prose';
import { pressSections } from '@/components/presskit/press-sections';
import { catalogueGames, gameHref } from '@/data/catalogue';
import { gameKitPictures, kitDownloads, kitPrefix, studioKit } from '@/data/presskit';
import { site } from '@/data/site';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { hrefIn } from '@/lib/core/paths';
import { localisedPath } from '@/lib/core/locales.mjs';
import { gamesIndex, presskitPath } from '@/lib/core/routes.mjs';
import { format } from '@/lib/core/messages.mjs';
import { ratingsFor } from '@/lib/content/games/game-facts.mjs';

const link =
  'inline-flex min-h-6 items-center text-accent-ink underline underline-offset-4 hover:no-underline';

/**
 * A catalogue game's press kit, /games/<slug>/presskit/: presskit()'s sections in its order,
 * the facts, trailers and pictures from the entry the game page shows, the rest from the
 * entry's `press`; the studio's words and contacts where the game has none of its own.
 */
export function GamePresskitScreen({ slug }: { slug: string }) {
  const game = catalogueGames().find((entry) => entry.slug === slug);
  if (!game) notFound();
  const { code } = getLocale();
  const { presskit: words, nav, pages } = getMessages();
  const [rating] = ratingsFor(game.ratings ?? {}, code, game.ratingReasons);
  const studio = studioKit();
  const press = game.press ?? {};
  const shared = pressSections(press, studio);
  const downloads = kitDownloads(slug);
  const href = gameHref(slug, code)!;
  const kitHref = localisedPath(presskitPath(slug), code);
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: nav.home, href: hrefIn('/', code) },
          { name: pages.games.title, href: localisedPath(gamesIndex.path, code) },
          { name: game.name, href },
          { name: words.gameKit, href: kitHref },
        ]}
      />
      <SearchEntry kind="presskit" picture={game.cover}>
        <KitPage
          title={format(words.gameTitle, { name: game.name })}
          links={
            <>
              <Link href={href} prefetch={false} className={link}>
                {words.gamePage}
              </Link>
              {/* Two links, two words for the search index (the flex gap drops the space). */}{' '}
              <Link href={localisedPath(presskitPath(), code)} prefetch={false} className={link}>
                {words.studioKit}
              </Link>
            </>
          }
          parts={[
            { id: 'fact-sheet', title: words.factSheet, body: <GameFactSheet game={game} /> },
            {
              id: 'description',
              title: words.description,
              body: <PressProse text={game.description} />,
            },
            press.history && {
              id: 'history',
              title: words.history,
              body: <PressProse text={press.history} />,
            },
            press.features?.length && {
              id: 'features',
              title: words.features,
              body: <FeatureList features={press.features} />,
            },
            game.videos.length > 0 && {
              id: 'videos',
              title: words.videos,
              body: <KitTrailers videos={game.videos} rating={rating} pageHref={href} />,
            },
            {
              id: 'images',
              title: words.images,
              body: (
                <KitImages
                  name={game.name}
                  pictures={gameKitPictures(game)}
                  downloads={downloads.images}
                />
              ),
            },
            {
              id: 'logo',
              title: words.logo,
              body: (
                <KitLogos
                  slug={slug}
                  prefix={kitPrefix(slug)}
                  name={game.name}
                  downloads={downloads.logo}
                />
              ),
            },
            shared.awards,
            shared.quotes,
            shared.links,
            shared.creators,
            {
              id: 'about',
              title: format(words.about, { company: site.companyName }),
              body: <KitAboutStudio description={studio.description} />,
            },
            shared.credits,
            shared.contact,
          ]}
        />
      </SearchEntry>
      <MediaScript />
    </>
  );
}
