import { FeatureImages } from '@/components/details/feature-images';
import { GameDescription } from '@/components/details/game-description';
import { GameHeaderCard } from '@/components/details/game-header-card';
import { GameStatsRow } from '@/components/details/game-stats-row';
import { RelatedGames } from '@/components/details/related-games';
import { Screenshots } from '@/components/details/screenshots';
import { GameLibraryList } from '@/components/games/game-library-list';
import { MediaScript } from '@/components/media/media-script';
import { Button } from '@/components/ui/button';
import { VideoGameJsonLd } from '@/components/seo/video-game-json-ld';
import { detailsGame, gameFigures } from '@/data/details';
import { libraryGames } from '@/data/games';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { format } from '@/lib/core/messages.mjs';
import { hrefIn } from '@/lib/core/paths';

/** The spec's one fixed game (data/content/details.json). */
export function DetailsScreen() {
  const game = detailsGame();
  const figures = gameFigures();
  const { details } = getMessages();
  return (
    <>
      <VideoGameJsonLd
        name={game.name}
        genre={figures.genre}
        description={game.description[0] ?? ''}
        image={game.featureImages[0]?.src ?? game.cover}
        href={hrefIn('/details/', getLocale().code)}
      />
      <FeatureImages images={game.featureImages} />
      <GameHeaderCard name={game.name} studio={game.studio} cover={game.cover} figures={figures} />
      <GameStatsRow figures={figures} />
      <Screenshots name={game.name} shots={game.screenshots} />
      <GameDescription
        action={
          <Button width="fixed" className="sm:w-auto">
            {format(details.downloadNow, { name: game.name })}
          </Button>
        }
      >
        {game.description.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </GameDescription>
      <RelatedGames>
        <GameLibraryList games={libraryGames()} />
      </RelatedGames>
      {game.screenshots.length > 0 ? <MediaScript /> : null}
    </>
  );
}
