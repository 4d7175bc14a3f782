import { GameMarkdown } from '@/components/games/game-markdown';

/** A kit's Markdown text (a description, a history), in a comfortable measure. */
export function PressProse({ text }: { text: string }) {
  return (
    <div className="max-w-prose space-y-4 leading-relaxed text-body">
      <GameMarkdown text={text} />
    </div>
  );
}
