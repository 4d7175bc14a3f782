import { CaseRedirect } from '@/components/errors/case-redirect';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { LocaleDocument } from '@/components/layout/locale-document';
import { notFoundMetadata } from '@/lib/screen-metadata';

// The root's 404 page (out/404.html), in English. The root layout passes its children
// through, so this brings its own document; each other language has its own 404 page
// (app/[locale]/not-found-page/).
export const metadata = notFoundMetadata('en');

export default function NotFound() {
  return (
    <LocaleDocument>
      <CaseRedirect />
      <NotFoundScreen />
    </LocaleDocument>
  );
}
