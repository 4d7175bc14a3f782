import { GameTrailer } from '@/components/media/game-trailer';
import { MediaScript } from '@/components/media/media-script';
import { ScreenshotGallery } from '@/components/media/screenshot-gallery';
import { Section } from '@/components/ui/section';
import { catalogueGames } from '@/data/catalogue';
import { Specimen } from './specimen';
import { sectionPlaceholders } from './section-placeholders';

const SIZES = '(min-width: 1320px) 570px, (min-width: 1024px) 44vw, 92vw';

/**
 * The trailers' two looks before play (a hosted one's facade, our own file's player) and
 * the screenshot viewer, from the sample catalogue's first game of each kind.
 */
export function MediaParts() {
  const videos = catalogueGames().flatMap((game) => game.videos.map((video) => ({ game, video })));
  const hosted = videos.find(({ video }) => !video.file);
  const own = videos.find(({ video }) => video.file);
  const gallery = catalogueGames().find((game) => game.screenshots.length > 1);
  return (
    <Section placeholder={sectionPlaceholders.media} id="media" lead="Trailers" accent="And Viewer">
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        {hosted ? (
          <Specimen
            label="Hosted trailer, before play"
            detail={`${hosted.game.name}: our poster and a play button; the host's player only once pressed`}
          >
            <GameTrailer video={hosted.video} id="styleguide-trailer" sizes={SIZES} />
          </Specimen>
        ) : null}
        {own ? (
          <Specimen
            label="Our own video"
            detail={`${own.game.name}: the browser's player, nothing loaded before play, captions per language`}
          >
            <GameTrailer video={own.video} id="styleguide-video" sizes={SIZES} />
          </Specimen>
        ) : null}
        {gallery ? (
          <Specimen
            label="Screenshot viewer"
            detail="press a picture: arrow keys or a swipe move, Escape or × closes"
          >
            <ScreenshotGallery
              shots={gallery.screenshots}
              viewer="styleguide-viewer"
              label={`${gallery.name} screenshots`}
              sizes="(min-width: 1024px) 270px, 45vw"
              className="grid-cols-2 gap-4"
            />
          </Specimen>
        ) : null}
      </div>
      <MediaScript />
    </Section>
  );
}
