import { BadgeCheck } from 'lucide-react';

export function VerifiedBadge() {
  return (
    <span className="inline-flex text-verified">
      <BadgeCheck aria-hidden="true" className="size-4" />
      <span className="sr-only">Verified</span>
    </span>
  );
}
