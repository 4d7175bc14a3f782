import { getMessages } from '@/lib/render/i18n';

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-pill bg-accent font-bold text-accent-label focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:px-5 focus:py-3"
    >
      {getMessages().nav.skip}
    </a>
  );
}
