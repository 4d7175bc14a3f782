import { hasFeeds } from '@/data/news';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { localisedPath } from '@/lib/core/locales.mjs';
import { feeds } from '@/lib/core/routes.mjs';
import { withBasePath } from '@/lib/core/site-url';

/** The language's feeds as plain links (a file each, so no client routing): none without posts. */
export function FeedLinks() {
  const { code } = getLocale();
  if (!hasFeeds(code)) return null;
  const { news } = getMessages();
  return (
    <p className="mt-10 flex flex-wrap items-center justify-center gap-x-2 text-sm text-body">
      <span>{news.feeds}:</span>
      {feeds.map(({ format, path, type, title }, index) => (
        <span key={format}>
          {index > 0 ? '· ' : null}
          <a
            href={withBasePath(localisedPath(path, code))}
            type={type}
            className="inline-flex min-h-11 items-center px-1 text-accent-ink underline underline-offset-4 hover:no-underline"
          >
            {title}
          </a>
        </span>
      ))}
    </p>
  );
}
