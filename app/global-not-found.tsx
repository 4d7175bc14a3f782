import type { Metadata } from 'next';
import { CaseRedirect } from '@/components/errors/case-redirect';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { LocaleDocument } from '@/components/layout/locale-document';
import { site } from '@/data/site';
import { notFoundMetadata } from '@/lib/screen-metadata';
import { generateMetadata as rootMetadata, viewport as rootViewport } from './layout';
import './globals.css';

// The root's 404 page (out/404.html), in English, rendered outside every layout; each other
// language has its own (app/[locale]/not-found-page/). A global not-found rather than the
// root's not-found.tsx: Next writes a root not-found into every page's payload, and this
// one is a whole document (docs/upgrading-next.md).
const notFound = notFoundMetadata('en');
export const metadata: Metadata = {
  ...rootMetadata(),
  ...notFound,
  title: `${String(notFound.title)} · ${site.name}`,
};
export const viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <LocaleDocument>
      <CaseRedirect />
      <NotFoundScreen />
    </LocaleDocument>
  );
}
