import { studioKit } from '@/data/presskit';
import { getMessages } from '@/lib/render/i18n';

/** The studio's channels (its press kit's socials), as plain links beside the sign-up. */
export function FollowLinks() {
  const { newsletter: words } = getMessages();
  const socials = studioKit().socials ?? [];
  if (!socials.length) return null;
  return (
    <div className="mt-6">
      <p className="font-caps text-xs uppercase tracking-wider text-body">{words.follow}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {socials.map(({ name, link }) => (
          <li key={link}>
            <a
              href={link}
              className="inline-flex min-h-11 items-center rounded-pill bg-raised px-4 font-bold text-heading transition-colors hover:text-accent-ink"
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
