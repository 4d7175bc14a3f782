import { BadgeCheck } from 'lucide';
import { Icon } from './icon';
import { getMessages } from '@/lib/render/i18n';

export function VerifiedBadge() {
  return (
    <span className="inline-flex text-verified">
      <Icon icon={BadgeCheck} className="size-4" />
      <span className="sr-only">{getMessages().streams.verified}</span>
    </span>
  );
}
