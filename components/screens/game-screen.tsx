import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { FeatureImages } from '@/components/details/feature-images';
import { GameDescription } from '@/components/details/game-description';
import { GameHeaderCard } from '@/components/details/game-header-card';
import { GameStatsRow } from '@/components/details/game-stats-row';
import { NewsletterSignup } from '@/components/newsletter/newsletter-signup';
import { RelatedGames } from '@/components/details/related-games';
import { Screenshots } from '@/components/details/screenshots';
import { GameAction } from '@/components/games/game-action';
import { GameFacts } from '@/components/games/game-facts';
import { GameGrid } from '@/components/games/game-grid';
import { GameMarkdown } from '@/components/games/game-markdown';
import { PlayerChecks } from '@/components/games/player-checks';
import { GameTrailer } from '@/components/media/game-trailer';
import { MediaScript } from '@/components/media/media-script';
import { GameNews } from '@/components/news/game-news';
import { Trailers } from '@/components/media/trailers';
import { Transcripts } from '@/components/media/transcripts';
import { transcriptId } from '@/lib/content/games/videos.mjs';
import { SearchEntry } from '@/components/search/search-entry';
import { VideoGameJsonLd } from '@/components/seo/video-game-json-ld';
import { gameCard, gameHref, gameLinks, gameMakers, gameWithPage } from '@/data/catalogue';
import { gameFigures } from '@/data/details';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { markdownSummary } from '@/lib/content/shared/markdown.mjs';
import { hrefIn } from '@/lib/core/paths';
import { localisedPath } from '@/lib/core/locales.mjs';
import { gamesIndex, presskitPath } from '@/lib/core/routes.mjs';
import { format } from '@/lib/core/messages.mjs';
import { ratingsFor } from '@/lib/content/games/game-facts.mjs';

/** The top picture's sizes: the content column's width. */
const TOP_SIZES = '(min-width: 1320px) 1170px, 92vw';

/** A catalogue game's page, /games/<slug>/: the details screen's sections for that game. */
export function GameScreen({ slug }: { slug: string }) {
  const game = gameWithPage(slug);
  if (!game) notFound();
  const { code } = getLocale();
  const { nav, pages, games, presskit } = getMessages();
  // A catalogue game is its own genre, its type, unless its facts name one: the spec's
  // Sandbox belongs to /details/ alone.
  const figures = gameFigures({ genre: game.type, ...game.facts });
  const href = gameHref(slug, code)!;
  const [trailer, ...moreVideos] = game.videos;
  const related = gameLinks(game.related, code).map((link) => gameCard(link.game));
  // The rating of the page's market, with its reasons, on each trailer's line.
  const [rating] = ratingsFor(game.ratings ?? {}, code, game.ratingReasons);
  return (
    <>
      <VideoGameJsonLd
        name={game.name}
        genre={figures.genre}
        description={markdownSummary(game.description)}
        image={game.keyArt}
        href={href}
        facts={game}
        videos={game.videos}
      />
      <Breadcrumbs
        trail={[
          { name: nav.home, href: hrefIn('/', code) },
          { name: pages.games.title, href: localisedPath(gamesIndex.path, code) },
          { name: game.name, href },
        ]}
      />
      {/* The game's own words for the search index; its news and related games stay out. */}
      <SearchEntry kind="game" picture={game.cover}>
        {/* A game with a trailer leads with it, where the key art would be. */}
        {trailer ? (
          <GameTrailer
            video={trailer}
            id="trailer-1"
            sizes={TOP_SIZES}
            priority
            rating={rating}
            transcriptHref={`${href}#${transcriptId(0)}`}
          />
        ) : (
          <FeatureImages
            images={[{ src: game.keyArt, alt: format(games.keyArtAlt, { name: game.name }) }]}
          />
        )}
        <GameHeaderCard
          name={game.name}
          studio={gameMakers(game).developer}
          cover={game.cover}
          figures={figures}
        />
        <GameStatsRow figures={figures} />
        <GameFacts game={game} genre={figures.genre} />
        <PlayerChecks game={game} />
        {game.kit ? (
          <p className="mt-4 text-end">
            <Link
              href={localisedPath(presskitPath(slug), code)}
              prefetch={false}
              className="inline-flex min-h-11 items-center rounded-pill px-3 font-bold text-accent-ink underline underline-offset-4 hover:no-underline"
            >
              {format(presskit.gameTitle, { name: game.name })}
            </Link>
          </p>
        ) : null}
        {moreVideos.length > 0 ? (
          <Trailers
            name={game.name}
            videos={moreVideos}
            first={2}
            rating={rating}
            pageHref={href}
          />
        ) : null}
        {game.screenshots.length > 0 ? (
          <Screenshots name={game.name} shots={game.screenshots} />
        ) : null}
        <GameDescription action={<GameAction game={game} />}>
          <GameMarkdown text={game.description} />
        </GameDescription>
        {game.videos.some((video) => video.transcript) ? (
          <Transcripts name={game.name} videos={game.videos} />
        ) : null}
      </SearchEntry>
      <GameNews slug={slug} />
      {related.length > 0 ? (
        <RelatedGames>
          <GameGrid games={related} />
        </RelatedGames>
      ) : null}
      <NewsletterSignup />
      {trailer || game.screenshots.length > 0 ? <MediaScript /> : null}
    </>
  );
}
