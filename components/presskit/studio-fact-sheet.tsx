import Link from 'next/link';
import { catalogueGames, gamePageHref } from '@/data/catalogue';
import { kitDataXml } from '@/data/presskit';
import { site } from '@/data/site';
import type { StudioPress } from '@/lib/content/types';
import { formatLongDate, isoDate } from '@/lib/core/format';
import { localisedPath } from '@/lib/core/locales.mjs';
import { presskitPath } from '@/lib/core/routes.mjs';
import { absoluteUrl, withBasePath } from '@/lib/core/site-url';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { KitFact, kitLink as link } from './kit-fact';

/**
 * The studio's fact sheet: where and since when it is, how to reach it, and its releases,
 * each linking its game's kit.
 */
export function StudioFactSheet({ studio }: { studio: StudioPress }) {
  const { code } = getLocale();
  const { presskit: words } = getMessages();
  const home = localisedPath('/', code);
  return (
    <dl className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
      <KitFact label={words.developer}>{site.companyName}</KitFact>
      <KitFact label={words.basedIn}>{studio.basedIn}</KitFact>
      <KitFact label={words.founded}>
        <time dateTime={isoDate(studio.founded)}>{formatLongDate(studio.founded, code)}</time>
      </KitFact>
      <KitFact label={words.website}>
        {studio.website ? (
          <a href={studio.website} dir="ltr" className={`${link} break-all`}>
            {studio.website}
          </a>
        ) : (
          <Link href={home} prefetch={false} dir="ltr" className={`${link} break-all`}>
            {absoluteUrl(home)}
          </Link>
        )}
      </KitFact>
      <KitFact label={words.pressContact}>
        <a href={`mailto:${studio.pressContact}`} dir="ltr" className={link}>
          {studio.pressContact}
        </a>
      </KitFact>
      <KitFact label={words.socials}>
        {studio.socials?.length ? (
          <ul className="space-y-1">
            {studio.socials.map(({ name, link: href }) => (
              <li key={href}>
                <a href={href} className={link}>
                  {name}
                </a>
              </li>
            ))}
          </ul>
        ) : undefined}
      </KitFact>
      <KitFact label={words.releases}>
        <ul className="space-y-1">
          {catalogueGames().map((game) => (
            <li key={game.slug}>
              <Link
                // A kit not out yet: the game's page, which is.
                href={
                  game.kit ? localisedPath(presskitPath(game.slug), code) : gamePageHref(game, code)
                }
                prefetch={false}
                className={link}
              >
                {game.name}
              </Link>
            </li>
          ))}
        </ul>
      </KitFact>
      <KitFact label={words.address}>
        {studio.address?.length ? (
          <address className="not-italic" dir="ltr">
            {studio.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        ) : undefined}
      </KitFact>
      <KitFact label={words.phone}>
        {studio.phone ? (
          <a href={`tel:${studio.phone.replace(/[^\d+]/g, '')}`} dir="ltr" className={link}>
            {/* A number never breaks across lines. */}
            {studio.phone.replace(/ /g, '\u00a0')}
          </a>
        ) : undefined}
      </KitFact>
      <KitFact label="data.xml">
        <a href={withBasePath(kitDataXml())} className={link}>
          {words.dataXml}
        </a>
      </KitFact>
    </dl>
  );
}
