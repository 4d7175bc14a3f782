import Link from 'next/link';
import { localisedPath } from '@/lib/core/locales.mjs';
import { presskitPath } from '@/lib/core/routes.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { PressProse } from './press-prose';

const link =
  'inline-flex min-h-6 items-center text-accent-ink underline underline-offset-4 hover:no-underline';

/** A game kit's word on the studio: its description, and the way to the studio's own kit. */
export function KitAboutStudio({ description }: { description: string }) {
  const { code } = getLocale();
  const { presskit: words } = getMessages();
  return (
    <>
      <PressProse text={description} />
      <p className="mt-4">
        <Link href={localisedPath(presskitPath(), code)} prefetch={false} className={link}>
          {words.studioKit}
        </Link>
      </p>
    </>
  );
}
