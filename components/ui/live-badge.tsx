import { cn } from '@/lib/cn';
import { getMessages } from '@/lib/render/i18n';

export function LiveBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md bg-page/85 px-2 py-1 font-caps text-xs font-bold uppercase tracking-wider text-heading',
        className,
      )}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-live" />
      {getMessages().streams.live}
    </span>
  );
}
