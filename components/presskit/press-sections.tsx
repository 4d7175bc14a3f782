import type { GamePress, StudioPress } from '@/lib/content/types';
import { getMessages } from '@/lib/render/i18n';
import { AwardList } from './award-list';
import { ContactList } from './contact-list';
import { CreatorTerms } from './creator-terms';
import { CreditList } from './credit-list';
import { LinkList } from './link-list';
import { QuoteList } from './quote-list';
import type { KitPart } from './kit-page';

type Shared = Pick<
  GamePress,
  'awards' | 'quotes' | 'links' | 'credits' | 'contacts' | 'creatorTerms'
>;

/**
 * The sections a game's kit and the studio's share, by anchor, each only where the kit fills
 * it; the creators' terms fall back to the studio's, the contacts to the studio's, then to
 * its press address.
 */
export function pressSections(press: Shared, studio: StudioPress): Record<string, KitPart> {
  const { presskit: words } = getMessages();
  const terms = press.creatorTerms ?? studio.creatorTerms;
  return {
    awards: !!press.awards?.length && {
      id: 'awards',
      title: words.awards,
      body: <AwardList awards={press.awards} />,
    },
    quotes: !!press.quotes?.length && {
      id: 'quotes',
      title: words.quotes,
      body: <QuoteList quotes={press.quotes} />,
    },
    links: !!press.links?.length && {
      id: 'links',
      title: words.links,
      body: <LinkList links={press.links} />,
    },
    creators: !!terms && {
      id: 'creators',
      title: words.creatorTerms,
      body: <CreatorTerms terms={terms} />,
    },
    credits: !!press.credits?.length && {
      id: 'credits',
      title: words.credits,
      body: <CreditList credits={press.credits} />,
    },
    contact: {
      id: 'contact',
      title: words.contact,
      body: (
        <ContactList
          contacts={
            press.contacts ??
            studio.contacts ?? [{ name: words.pressContact, mail: studio.pressContact }]
          }
        />
      ),
    },
  };
}
