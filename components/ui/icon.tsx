import type { IconNode } from 'lucide';
import { createElement } from 'react';
import { cn } from '@/lib/cn';

/**
 * A Lucide icon drawn as a plain server-rendered SVG from the `lucide` package's
 * data. lucide-react's icons are client components, so each one shipped its code
 * to the browser even when rendered on the server.
 */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn('size-6 shrink-0', className)}
    >
      {icon.map(([tag, attributes]) =>
        createElement(tag, { key: Object.values(attributes).join(' '), ...attributes }),
      )}
    </svg>
  );
}
