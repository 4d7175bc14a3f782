import { locales } from '@/lib/core/locales.mjs';
import { getLocale } from '@/lib/render/i18n';
import type { NewsPost } from '@/lib/content/types';

/**
 * The lang and dir a post's texts carry when they are not in the page's language (a post not
 * yet translated shows the English): nothing when they are.
 */
export function postLanguage(post: Pick<NewsPost, 'lang'>) {
  const page = getLocale();
  if (post.lang === page.code) return {};
  const own = locales.find(({ code }) => code === post.lang) ?? locales[0];
  return { lang: own.code, dir: own.dir };
}
