import { Artwork } from '@/components/ui/artwork';
import type { ProfileTip } from '@/lib/content/types';
import { getMessages } from '@/lib/render/i18n';
import { format } from '@/lib/core/messages.mjs';

export function TipCard({ tip, step }: { tip: ProfileTip; step: number }) {
  const { tips } = getMessages();
  return (
    <article className="h-full rounded-card bg-card p-4 text-center sm:p-5">
      <Artwork
        src={tip.imageUrl}
        alt=""
        sizes="(min-width: 1440px) 370px, (min-width: 768px) 28vw, 86vw"
        className="aspect-video w-full rounded-media object-cover"
      />
      <p className="mt-5 text-sm font-bold text-accent-ink">{format(tips.step, { step })}</p>
      <h3 className="mt-1 text-lg font-bold text-heading">{tip.instruction}</h3>
      <p className="mt-2 text-sm text-body">{tip.explain}</p>
    </article>
  );
}
