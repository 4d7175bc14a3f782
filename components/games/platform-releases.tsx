import { site } from '@/data/site';
import { PLATFORMS } from '@/lib/content/games/game-facts.mjs';
import { releaseIn } from '@/lib/content/games/markets.mjs';
import type { CatalogueGame } from '@/lib/content/types';
import { format } from '@/lib/core/messages.mjs';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { ReleaseText } from './release-text';

type Platform = NonNullable<CatalogueGame['platforms']>[number];

/**
 * A platform's release on a game page: in the page's first market, then each region whose
 * day or window differs ("Japan: Out 13 November 2035"), the rest as "Elsewhere".
 */
export function PlatformReleases({ platform }: { platform: Platform }) {
  const { code } = getLocale();
  const { markets: words } = getMessages();
  const [first = 'north-america'] = site.marketsFor(code);
  const shown = releaseIn(platform, first);
  const own = platform.regions?.some(({ region }) => region === first);
  const others = [
    ...(own ? [{ label: words.elsewhere, release: platform.release, out: platform.out }] : []),
    ...(platform.regions ?? [])
      .filter(({ region }) => region !== first)
      .map(({ region, release, out }) => ({ label: words.regions[region], release, out })),
  ];
  return (
    <li>
      <span className="font-bold text-heading">{PLATFORMS[platform.platform]}</span>
      <span className="text-body">
        {' · '}
        <ReleaseText release={shown.release} out={shown.out} as="state" />
      </span>
      {others.map(({ label, release, out }) => (
        <span key={label} className="block text-sm text-body">
          {format(words.releaseIn, { region: label })}{' '}
          <ReleaseText release={release} out={out} as="state" />
        </span>
      ))}
    </li>
  );
}
