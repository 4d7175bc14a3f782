import Link from 'next/link';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { SearchEntry } from '@/components/search/search-entry';
import { MediaScript } from '@/components/media/media-script';
import { KitImages } from '@/components/presskit/kit-images';
import { KitLogos } from '@/components/presskit/kit-logos';
import { KitPage } from '@/components/presskit/kit-page';
import { PressProse } from '@/components/presskit/press-prose';
import { pressSections } from '@/components/presskit/press-sections';
import { StudioFactSheet } from '@/components/presskit/studio-fact-sheet';
import { kitDownloads, kitPrefix, studioKit, studioKitPictures } from '@/data/presskit';
import { site } from '@/data/site';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { hrefIn } from '@/lib/core/paths';
import { localisedPath } from '@/lib/core/locales.mjs';
import { gamesIndex, presskitPath } from '@/lib/core/routes.mjs';

const link =
  'inline-flex min-h-6 items-center text-accent-ink underline underline-offset-4 hover:no-underline';

/**
 * The studio's press kit, /presskit/ (data/content/studio.json): presskit()'s company
 * sections in its order, its releases linking each game's kit.
 */
export function StudioPresskitScreen() {
  const { code } = getLocale();
  const { presskit: words, nav, pages } = getMessages();
  const studio = studioKit();
  const downloads = kitDownloads();
  const pictures = studioKitPictures(studio);
  const shared = pressSections(studio, studio);
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: nav.home, href: hrefIn('/', code) },
          { name: words.title, href: localisedPath(presskitPath(), code) },
        ]}
      />
      <SearchEntry kind="presskit" picture={pictures[0]?.src}>
        <KitPage
          title={`${site.companyName} · ${words.title}`}
          links={
            <Link href={localisedPath(gamesIndex.path, code)} prefetch={false} className={link}>
              {pages.games.title}
            </Link>
          }
          parts={[
            { id: 'fact-sheet', title: words.factSheet, body: <StudioFactSheet studio={studio} /> },
            {
              id: 'description',
              title: words.description,
              body: <PressProse text={studio.description} />,
            },
            studio.histories?.length && {
              id: 'history',
              title: words.history,
              body: (
                <div className="space-y-6">
                  {studio.histories.map(({ header, text }) => (
                    <div key={header}>
                      <h3 className="mb-2 text-lg font-bold text-heading">{header}</h3>
                      <PressProse text={text} />
                    </div>
                  ))}
                </div>
              ),
            },
            pictures.length > 0 && {
              id: 'images',
              title: words.images,
              body: (
                <KitImages
                  name={site.companyName}
                  pictures={pictures}
                  downloads={downloads.images}
                />
              ),
            },
            {
              id: 'logo',
              title: words.logo,
              body: (
                <KitLogos prefix={kitPrefix()} name={site.companyName} downloads={downloads.logo} />
              ),
            },
            shared.awards,
            shared.quotes,
            shared.links,
            shared.creators,
            shared.credits,
            shared.contact,
          ]}
        />
      </SearchEntry>
      {pictures.length > 0 ? <MediaScript /> : null}
    </>
  );
}
