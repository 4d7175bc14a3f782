import type { ReactNode } from 'react';
import { LocaleDocument } from '@/components/layout/locale-document';
import { setRequestLocale } from '@/lib/render/i18n';
import { defaultLocale } from '@/lib/core/locales.mjs';

/** The root language's pages (English): the spec's routes, exactly where they were. */
export default function RootLanguageLayout({ children }: { children: ReactNode }) {
  setRequestLocale(defaultLocale);
  return <LocaleDocument>{children}</LocaleDocument>;
}
