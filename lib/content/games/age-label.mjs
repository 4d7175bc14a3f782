// Germany's youth-protection label (JMStV § 11(5)): age-de.xml at the site's root, the file
// youth-protection programs read (the age-de.xml label format of the AG Technik, as the USK's
// and JusProg's label generators write it). Pure: the route that writes it
// (app/age-de.xml/route.ts), the imprint and the first step's warning (the resolver's) read it.
import { XMLBuilder } from 'fast-xml-parser';

/**
 * The highest USK rating among the games shown, as an age: what the site as a whole is
 * labelled for. 0 when none is rated by the USK.
 * @param {readonly { ratings?: { USK?: string } }[]} catalogue the games shown as of the build's instant
 */
export const highestUsk = (catalogue) =>
  Math.max(0, ...catalogue.map(({ ratings }) => Number(ratings?.USK ?? 0)));

/**
 * Whether a provider must name who answers for youth protection (JMStV § 7): content rated
 * 16 or 18. @param {number} age
 */
export const needsYouthProtection = (age) => age >= 16;

/**
 * A warning when a game shown is rated USK 16 or 18 and the studio names nobody who answers
 * for youth protection: the imprint then has no one to name. Not a stop: the label
 * (age-de.xml) is still right.
 * @param {readonly { slug: string, ratings?: { USK?: string } }[]} catalogue
 * @param {{ youthProtection?: unknown } | undefined} studio
 * @param {string[]} warnings
 */
export function youthProtectionWarning(catalogue, studio, warnings) {
  const age = highestUsk(catalogue);
  if (!needsYouthProtection(age) || studio?.youthProtection) return;
  const rated = catalogue.filter(({ ratings }) => Number(ratings?.USK) === age);
  warnings.push(
    `data/content/studio.json: en.studio.youthProtection is not set: a game shown is rated USK ${age} (${rated.map(({ slug }) => slug).join(', ')}), so the imprint names no youth-protection officer or self-regulation body (JMStV § 7)`,
  );
}

const builder = new XMLBuilder({ format: true, indentBy: '  ' });

/**
 * age-de.xml: the whole site at one default age, declared by the studio. Nothing in it
 * changes with the clock, so two builds of one commit write the same file.
 * @param {{ age: number, issuer: string }} label
 */
export function ageDeXml({ age, issuer }) {
  const declaration = {
    'age-declaration': {
      'ageblock-basic': { 'age-issuer': issuer, country: 'de', 'label-version': '1.0' },
      'ageblock-labeltype': {
        httpheader: false,
        htmlmeta: false,
        xmlfile: true,
        'default-age': age,
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(declaration)}`.replace(
    /\n*$/,
    '\n',
  );
}
