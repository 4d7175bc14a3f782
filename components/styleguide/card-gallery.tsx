import { TipCard } from '@/components/browse/tip-card';
import { FeaturedGameCard } from '@/components/games/featured-game-card';
import { GameLibraryList } from '@/components/games/game-library-list';
import { PopularGameCard } from '@/components/games/popular-game-card';
import { StreamCard } from '@/components/streams/stream-card';
import { TopStreamerRow } from '@/components/streams/top-streamer-row';
import { Section } from '@/components/ui/section';
import { featuredGames, libraryGames, popularGames } from '@/data/games';
import { profileTips } from '@/data/profile';
import { streamCards, topStreamers } from '@/data/streams';
import { Specimen } from './specimen';
import { sectionPlaceholders } from './section-placeholders';

/** Every card and row, from the screens' own components and data. */
export function CardGallery() {
  const downloaded = libraryGames().find((game) => game.isDownload);
  const notDownloaded = libraryGames().find((game) => !game.isDownload);
  const [popular] = popularGames();
  const linked = popularGames().find((game) => game.game !== undefined);
  const [featured] = featuredGames();
  const [tip] = profileTips();
  const [stream] = streamCards();
  const [streamer] = topStreamers();
  return (
    <Section placeholder={sectionPlaceholders.cards} id="cards" lead="Cards And" accent="Rows">
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        <Specimen label="Popular game" detail="home, 4 columns from 1024 px">
          {popular ? <PopularGameCard game={popular} /> : null}
        </Specimen>
        <Specimen label="Featured game" detail="browse">
          {featured ? <FeaturedGameCard game={featured} /> : null}
        </Specimen>
        <Specimen label="Live stream tip" detail="browse, numbered steps">
          {tip ? <TipCard tip={tip} step={1} /> : null}
        </Specimen>
        <Specimen label="Stream" detail="browse and streams">
          {stream ? <StreamCard stream={stream} /> : null}
        </Specimen>
      </div>
      <Specimen
        label="A catalogue game's card: rest, hover, focus"
        detail="one link to the game's page, laid over the card and named by the game; the ring goes round the whole card"
        className="mt-10"
      >
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {linked
            ? ([undefined, 'hover', 'focus'] as const).map((look) => (
                <li key={look ?? 'rest'}>
                  <PopularGameCard game={linked} look={look} />
                </li>
              ))
            : null}
        </ul>
      </Specimen>
      <Specimen label="Top streamer row" detail="streams, ranked list" className="mt-10">
        <ol className="rounded-card bg-card px-5 sm:px-8">
          {streamer ? <TopStreamerRow streamer={streamer} /> : null}
        </ol>
      </Specimen>
      <Specimen
        label="Library rows, both states"
        detail="Downloaded looks disabled and stays legible; Download is the primary action"
        className="mt-10"
      >
        <GameLibraryList games={[downloaded, notDownloaded].filter((game) => game !== undefined)} />
      </Specimen>
    </Section>
  );
}
