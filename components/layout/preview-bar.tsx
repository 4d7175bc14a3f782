import { formatInstant } from '@/lib/core/format';
import { previewAt } from '@/data/site';
import { format } from '@/lib/core/template.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';

/**
 * A preview build's bar (BUILD_AT): every page says which moment it shows, so an
 * announcement checked before its hour is never taken for the live site. Nothing in a
 * build as of its own clock.
 */
export function PreviewBar() {
  const at = previewAt();
  if (!at) return null;
  const { code } = getLocale();
  const { site } = getMessages();
  return (
    <aside
      aria-label={site.previewLabel}
      className="bg-accent px-4 py-2 text-center text-sm font-bold text-accent-label"
    >
      {format(site.previewAsOf, { instant: formatInstant(at, code) })}
    </aside>
  );
}
