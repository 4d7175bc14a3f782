import { GameMarkdown } from '@/components/games/game-markdown';
import { Section } from '@/components/ui/section';
import type { GameVideo } from '@/lib/content/types';
import { transcriptId } from '@/lib/content/games/videos.mjs';
import { getMessages } from '@/lib/render/i18n';

/**
 * A game's trailers in words: each transcript under its trailer's title, at
 * #transcript-<n> (the n-th trailer), where each player's "Transcript" link leads. Text on
 * the page, so it needs no script, and a search engine and a screen reader read it whole.
 */
export function Transcripts({ name, videos }: { name: string; videos: readonly GameVideo[] }) {
  const { media } = getMessages();
  return (
    <Section
      id="transcripts"
      lead={name}
      accent={media.transcripts}
      tone="boxed"
      placeholder={false}
    >
      <div className="space-y-8">
        {videos.map((video, index) =>
          video.transcript ? (
            <article
              key={index}
              id={transcriptId(index)}
              className="max-w-prose space-y-3 text-body"
            >
              <h3 className="text-lg font-bold text-heading">{video.title}</h3>
              <GameMarkdown text={video.transcript} />
            </article>
          ) : null,
        )}
      </div>
    </Section>
  );
}
