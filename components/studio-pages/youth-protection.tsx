import { studioKit } from '@/data/presskit';
import { localContent } from '@/data/content';
import { highestUsk, needsYouthProtection } from '@/lib/content/games/age-label.mjs';
import { format } from '@/lib/core/messages.mjs';
import { getMessages } from '@/lib/render/i18n';

/**
 * The imprint's youth-protection contact (JMStV § 7): the studio's officer or self-regulation
 * body, named whenever a game shown is rated USK 16 or 18. None is named otherwise, and none
 * when the studio sets none (the first step warns then).
 */
export function YouthProtection() {
  const { studioPages: words } = getMessages();
  const contact = studioKit().youthProtection;
  const age = highestUsk(localContent().catalogue);
  if (!contact || !needsYouthProtection(age)) return null;
  const line = contact.role === 'officer' ? words.youthOfficer : words.selfRegulation;
  return (
    <section aria-labelledby="youth-protection" className="mt-12">
      <h2 id="youth-protection" className="scroll-mt-6 text-2xl font-bold text-heading">
        {words.youthProtection}
      </h2>
      <p className="mt-4 text-body">{format(words.youthProtectionLead, { age })}</p>
      <p className="mt-4 font-bold text-heading">{format(line, { name: contact.name })}</p>
      <ul className="mt-2 space-y-1 text-body [&_a:hover]:no-underline [&_a]:text-accent-ink [&_a]:underline [&_a]:underline-offset-4">
        {contact.mail ? (
          <li>
            <a href={`mailto:${contact.mail}`} dir="ltr">
              {contact.mail}
            </a>
          </li>
        ) : null}
        {contact.link ? (
          <li>
            <a href={contact.link} dir="ltr">
              {contact.link}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
