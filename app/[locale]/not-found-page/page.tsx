import { CaseRedirect } from '@/components/errors/case-redirect';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { setRequestLocale } from '@/lib/render/i18n';
import { localeOf, type LocaleParams } from '@/lib/locale-page';
import { notFoundMetadata } from '@/lib/screen-metadata';

// A language's 404 page. Exported as /<code>/not-found-page/, then moved by the post-build
// step to /<code>/404.html, where every host serves it for unknown URLs under /<code>/
// (only the root's global-not-found.tsx becomes a 404.html by itself).
export async function generateMetadata({ params }: LocaleParams) {
  return notFoundMetadata(await localeOf(params));
}

export default async function LocaleNotFound({ params }: LocaleParams) {
  setRequestLocale(await localeOf(params));
  return (
    <>
      <CaseRedirect />
      <NotFoundScreen />
    </>
  );
}
