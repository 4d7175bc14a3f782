import type { CatalogueGame } from '@/lib/content/types';
import { getMessages } from '@/lib/render/i18n';
import { KitFact, kitLink as link } from './kit-fact';

/**
 * What a game's press entry adds to its fact sheet: its partners (with their sites), its
 * press relations, and whether review copies are given and where to ask for one.
 */
export function KitPressFacts({ press }: { press: CatalogueGame['press'] }) {
  const { presskit: words } = getMessages();
  return (
    <>
      <KitFact label={words.partners}>
        {press?.partners?.length ? (
          <ul className="space-y-1">
            {press.partners.map(({ kind, name, website, basedIn }) => (
              <li key={`${kind}|${name}`}>
                {`${kind}: `}
                {website ? (
                  <a href={website} className={link}>
                    {name}
                  </a>
                ) : (
                  name
                )}
                {basedIn ? ` · ${basedIn}` : ''}
              </li>
            ))}
          </ul>
        ) : undefined}
      </KitFact>
      <KitFact label={words.relations}>
        {press?.relations?.length ? (
          <ul className="space-y-1">
            {press.relations.map(({ kind, name }) => (
              <li key={`${kind}|${name}`}>{`${kind}: ${name}`}</li>
            ))}
          </ul>
        ) : undefined}
      </KitFact>
      <KitFact label={words.copies}>
        {press?.copies === undefined && !press?.copyRequest ? undefined : (
          <>
            {press.copies === false ? words.copiesNo : words.copiesYes}
            {press.copyRequest ? (
              <>
                {' '}
                <a href={press.copyRequest} className={link}>
                  {words.requestCopy}
                </a>
              </>
            ) : null}
          </>
        )}
      </KitFact>
    </>
  );
}
