import { BadgeCheck } from 'lucide';
import { Icon } from './icon';

export function VerifiedBadge() {
  return (
    <span className="inline-flex text-verified">
      <Icon icon={BadgeCheck} className="size-4" />
      <span className="sr-only">Verified</span>
    </span>
  );
}
