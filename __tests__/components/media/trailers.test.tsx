import { render, screen, within } from '@testing-library/react';
import { GameTrailer } from '@/components/media/game-trailer';
import { Trailers } from '@/components/media/trailers';
import { art } from '@/data/artwork';
import type { GameVideo } from '@/lib/content/types';

const poster = art('stream-rooftop-duel');
const hosted: GameVideo = {
  title: 'Launch trailer',
  description: 'Wall-runs and counters.',
  youtube: 'aB3dE5gH7jK',
  poster,
  duration: '1:32',
  date: '13/02/2036',
};
const onVimeo: GameVideo = {
  ...hosted,
  title: 'Studio diary',
  youtube: undefined,
  vimeo: '123456789',
};
const ours: GameVideo = {
  title: 'First look',
  description: 'Nine seconds on the ice.',
  file: 'videos/first-look.mp4',
  webm: 'videos/first-look.webm',
  captions: { en: 'videos/first-look.en.vtt', ar: 'videos/first-look.ar.vtt' },
  poster,
  duration: '0:09',
  date: '20/10/2035',
};

describe('Trailers', () => {
  it('links a transcript and a described version beside a trailer that has them, and none beside one without', () => {
    render(
      <Trailers
        name="Neon Vanguard"
        videos={[
          { ...hosted, transcript: 'The city wakes.', described: { youtube: 'Zx9_describe' } },
          onVimeo,
        ]}
        first={2}
        pageHref="/games/neon-vanguard/"
      />,
    );
    const transcript = screen.getByRole('link', { name: 'Transcript of Launch trailer' });
    // The export writes the trailing slash (next.config.mjs); jest's Link has no config.
    expect(transcript.getAttribute('href')).toMatch(/^\/games\/neon-vanguard\/?#transcript-2$/);
    expect(
      screen.getByRole('link', { name: 'Audio-described version of Launch trailer' }),
    ).toHaveAttribute('href', 'https://www.youtube.com/watch?v=Zx9_describe');
    expect(
      screen.queryByRole('link', { name: /(Transcript|Audio-described version) of Studio diary/ }),
    ).toBeNull();
  });

  it('gives each further trailer its own play button, player slot and host link', () => {
    render(
      <Trailers
        name="Neon Vanguard"
        videos={[hosted, onVimeo]}
        first={2}
        pageHref="/games/neon-vanguard/"
      />,
    );
    const section = screen.getByRole('region', { name: /Neon Vanguard\s*Trailers/ });
    const youtube = within(section).getByRole('button', { name: 'Play trailer: Launch trailer' });
    const vimeo = within(section).getByRole('button', { name: 'Play trailer: Studio diary' });
    expect([youtube.id, vimeo.id]).toEqual(['trailer-2', 'trailer-3']);
    for (const button of [youtube, vimeo]) {
      const slot = document.getElementById(button.getAttribute('aria-controls')!);
      expect(slot).toBeEmptyDOMElement();
      expect(slot).not.toBeVisible();
    }
    expect(youtube).toHaveAttribute(
      'data-src',
      'https://www.youtube-nocookie.com/embed/aB3dE5gH7jK?autoplay=1',
    );
    expect(vimeo).toHaveAttribute(
      'data-src',
      'https://player.vimeo.com/video/123456789?dnt=1&autoplay=1',
    );
    // Nothing of a host before play; without JavaScript, links to the videos on their hosts.
    expect(section.querySelector('iframe')).toBeNull();
    expect(
      within(section)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://www.youtube.com/watch?v=aB3dE5gH7jK', 'https://vimeo.com/123456789']);
  });
});

describe('GameTrailer', () => {
  it('plays a file of ours in the browser: nothing before play, a track per language', () => {
    const { container } = render(<GameTrailer video={ours} id="trailer-1" sizes="92vw" />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.getAttribute('poster')).toMatch(/^\/art\/.+-1080\.webp$/);
    expect(
      Array.from(video.querySelectorAll('source')).map((source) => source.getAttribute('type')),
    ).toEqual(['video/webm', 'video/mp4']);
    const tracks = Array.from(video.querySelectorAll('track'));
    expect(tracks.map((track) => [track.srclang, track.label, track.kind])).toEqual([
      ['en', 'English', 'captions'],
      ['ar', 'العربية', 'captions'],
    ]);
    // Turned on as play starts, so no track is fetched with the page.
    expect(tracks.some((track) => track.default)).toBe(false);
    expect(video).toHaveAttribute('data-captions', 'en');
    expect(screen.getByText('0:09').closest('time')).toHaveAttribute('dateTime', 'PT9S');
  });
});
