import type { StudioPress } from '@/lib/content/types';
import { getMessages } from '@/lib/render/i18n';

type Terms = NonNullable<StudioPress['creatorTerms']>;

/** What creators may do with videos and streams of the kit's game or games, and its note. */
export function CreatorTerms({ terms }: { terms: Terms }) {
  const { presskit: words } = getMessages();
  return (
    <div className="space-y-2">
      <p className="font-bold text-heading">{words.monetization[terms.monetization]}</p>
      {terms.note ? <p className="text-body">{terms.note}</p> : null}
    </div>
  );
}
