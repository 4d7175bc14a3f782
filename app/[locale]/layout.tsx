import type { ReactNode } from 'react';
import { LocaleDocument } from '@/components/layout/locale-document';
import { setRequestLocale } from '@/lib/render/i18n';
import { localeOf, type LocaleParams } from '@/lib/locale-page';
import { prefixedLocales } from '@/lib/core/locales.mjs';

// Every language but English (at the root, app/(root)/), exported as /<code>/…; no other
// value of the segment exists (a static export has no server to render one).
export const dynamicParams = false;
export const generateStaticParams = () => prefixedLocales.map(({ code }) => ({ locale: code }));

export default async function LocaleLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  setRequestLocale(await localeOf(params));
  return <LocaleDocument>{children}</LocaleDocument>;
}
