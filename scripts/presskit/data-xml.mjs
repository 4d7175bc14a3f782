// presskit()'s data.xml, both ways. `gameXml`/`studioXml` write a kit in the format (the build
// publishes one beside each kit, so a studio can take its kit elsewhere); `importXml` reads
// one (the original format and presskit.html's additions: partners, relations,
// press-copy-request) into a catalogue entry or the studio file, with one line for each field
// it could not place. English only: the format has no languages. A trailer carries
// `description`, `duration` and `date`, which presskit() lacks and a game page needs; without
// them a trailer is reported, not placed. Every list maps through one table (LISTS), both ways.
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { CURRENCIES, PLATFORMS, STORES } from '../../lib/content/games/game-facts.mjs';
import { DATE } from '../../lib/content/shared/fields.mjs';
import { releaseOf } from '../../lib/content/games/release.mjs';
import { fileSlug } from '../../lib/presskit/kit.mjs';
import { MONETIZATION } from '../../lib/content/shared/press.schema.mjs';

/** A host name with a dot and what follows it, as a site or a profile is often written. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:[/?#]\S*)?$/i;

/** The title presskit()'s company template comes with, until the studio writes its name. */
const PLACEHOLDER_TITLE = 'Company Name';
/**
 * One list of a kit: in data.xml, `<outer><inner>…</inner>…</outer>`; in ours, a list of
 * entries whose fields each come from one child element (a link is checked as one, and
 * `fallback` stands in for an empty text). An entry lacking all of `needs` is left out; with
 * `oneOf`, the first of them present is taken and the rest are not read.
 * @typedef {{ element: string, link?: true, fallback?: string }} FieldMap
 * @typedef {{ outer: string, inner: string, fields: Record<string, FieldMap>, needs?: string[], oneOf?: true }} ListMap
 */

/** @satisfies {Record<string, ListMap>} */
const LISTS = {
  awards: {
    outer: 'awards',
    inner: 'award',
    fields: { award: { element: 'description' }, info: { element: 'info' } },
  },
  quotes: {
    outer: 'quotes',
    inner: 'quote',
    fields: {
      quote: { element: 'description' },
      name: { element: 'name' },
      outlet: { element: 'website' },
      link: { element: 'link', link: true },
    },
  },
  links: {
    outer: 'additionals',
    inner: 'additional',
    fields: {
      title: { element: 'title' },
      description: { element: 'description' },
      link: { element: 'link', link: true },
    },
    needs: ['link'],
  },
  credits: {
    outer: 'credits',
    inner: 'credit',
    fields: {
      person: { element: 'person' },
      role: { element: 'role' },
      website: { element: 'website', link: true },
    },
  },
  contacts: {
    outer: 'contacts',
    inner: 'contact',
    fields: {
      name: { element: 'name' },
      mail: { element: 'mail' },
      link: { element: 'link', link: true },
    },
    needs: ['mail', 'link'],
    oneOf: true,
  },
  partners: {
    outer: 'partners',
    inner: 'partner',
    fields: {
      kind: { element: 'type', fallback: 'Partner' },
      name: { element: 'title' },
      website: { element: 'website', link: true },
      basedIn: { element: 'based-in' },
    },
  },
  relations: {
    outer: 'relations',
    inner: 'relation',
    fields: { kind: { element: 'type' }, name: { element: 'product' } },
  },
  socials: {
    outer: 'socials',
    inner: 'social',
    fields: { name: { element: 'name' }, link: { element: 'link', link: true } },
    needs: ['link'],
  },
  histories: {
    outer: 'histories',
    inner: 'history',
    fields: { header: { element: 'header' }, text: { element: 'text' } },
  },
};
/** @typedef {keyof typeof LISTS} ListName */

/** The lists a game's kit and the studio's share, in data.xml's order. */
const SHARED = /** @type {const} */ (['awards', 'quotes', 'links', 'credits', 'contacts']);

/**
 * The entries as ours holds them: an entry of one of the lists above; a game's press kit; its
 * platforms, stores and trailers; the studio's kit.
 * @typedef {Readonly<Record<string, string | undefined>>} Entry
 * @typedef {{ history?: string, features?: readonly string[], awards?: readonly Entry[], quotes?: readonly Entry[], links?: readonly Entry[], credits?: readonly Entry[], contacts?: readonly Entry[], partners?: readonly Entry[], relations?: readonly Entry[], copies?: boolean, copyRequest?: string, creatorTerms?: { monetization: typeof MONETIZATION[number] } }} Press
 * @typedef {{ platform: string, release?: string }} Platform
 * @typedef {{ store: string, url: string, region?: string, delisted?: boolean,
 *   price?: { amount: number, currency: string, checked?: string } }} Store
 * @typedef {{ title: string, description: string, youtube?: string, vimeo?: string, file?: string, duration: string, date: string }} Video
 * @typedef {{ src: string, alt: string }} Shot
 * @typedef {{ name: string, type?: string, description: string, keyArt?: string, screenshots?: readonly Shot[], platforms?: readonly Platform[], stores?: readonly Store[], videos?: readonly Video[], press?: Press }} GameEntry
 * @typedef {{ basedIn: string, founded: string, website?: string, pressContact: string, phone?: string, address?: readonly string[], socials?: readonly Entry[], description: string, histories?: readonly Entry[], images?: readonly Shot[] } & Pick<Press, typeof SHARED[number] | 'creatorTerms'>} StudioEntry
 */

const builder = new XMLBuilder({ format: true, indentBy: '  ', suppressEmptyNode: true });

/** @param {string} date dd/mm/yyyy @returns {string} yyyy-mm-dd */
const iso = (date) => date.split('/').reverse().join('-');

/** @param {Record<string, unknown>} root */
const document = (root) =>
  `<?xml version="1.0" encoding="utf-8"?>\n${builder.build(root)}`.replace(/\n*$/, '\n');

/**
 * One of our lists as data.xml's elements; nothing for an empty one.
 * @param {ListName} name @param {unknown} entries
 */
function listXml(name, entries) {
  if (!Array.isArray(entries) || !entries.length) return {};
  const { outer, inner, fields } = LISTS[name];
  const written = /** @type {Entry[]} */ (entries).map((entry) =>
    Object.fromEntries(Object.entries(fields).map(([ours, { element }]) => [element, entry[ours]])),
  );
  return { [outer]: { [inner]: written } };
}

/** @param {Press} press the lists a game's kit and the studio's share */
const shared = (press) =>
  Object.assign(
    {},
    ...SHARED.map((name) => listXml(name, press[name])),
    press.creatorTerms && { 'monetization-permission': press.creatorTerms.monetization },
  );

/**
 * A catalogue game's kit as presskit() data.xml (its English entry as written or resolved).
 * @param {GameEntry} game @param {string} website the game page's absolute URL
 */
export function gameXml(game, website) {
  const press = game.press ?? {};
  const platforms = game.platforms ?? [];
  // A link delisted in its region sells nothing: not a platform of the kit, nor a price.
  const stores = (game.stores ?? []).filter((store) => !store.delisted);
  const label = (/** @type {string} */ key) =>
    /** @type {Record<string, string>} */ (PLATFORMS)[key];
  const isDay = (/** @type {Platform} */ p) =>
    p.release !== undefined && releaseOf(p.release)?.kind === 'day';
  const dates = platforms.flatMap((p) => (p.release && isDay(p) ? [iso(p.release)] : []));
  // The earliest day as presskit()'s one date (else a window every dated platform shares,
  // "Q3 2027"); a platform out on another day, or in another window, written with its name
  // in front, as kits write it ("Nintendo Switch - 2037-02-02", "Android - TBA"), so it
  // comes back.
  const windows = platforms.flatMap((p) => (p.release && !isDay(p) ? [p.release] : []));
  const first =
    [...dates].sort()[0] ??
    (windows.length && windows.every((w) => w === windows[0]) ? windows[0] : undefined);
  const later = platforms.flatMap((p) => {
    if (!p.release) return [];
    const written = isDay(p) ? iso(p.release) : p.release;
    return written !== first ? [`${label(p.platform)} - ${written}`] : [];
  });
  const prices = stores.flatMap((s) => (s.price ? [s.price] : []));
  const hosted = (game.videos ?? []).filter((v) => !v.file);
  return document({
    game: {
      title: game.name,
      ...(first && { 'release-date': first }),
      ...(later.length && { 'release-dates': { 'release-date': later } }),
      website,
      ...(press.copies !== undefined && { 'press-can-request-copy': String(press.copies) }),
      ...(press.copyRequest && { 'press-copy-request': press.copyRequest }),
      ...listXml('partners', press.partners),
      platforms: {
        platform: [
          ...platforms.map((p) => ({ name: label(p.platform) })),
          ...stores.map((s) => ({
            name: /** @type {Record<string, string | null>} */ (STORES)[s.store] ?? s.store,
            link: s.url,
          })),
        ],
      },
      ...(prices.length && {
        prices: { price: prices.map((p) => ({ currency: p.currency, value: p.amount })) },
      }),
      ...listXml('relations', press.relations),
      description: game.description,
      ...(press.history && { history: press.history }),
      ...(Array.isArray(press.features) &&
        press.features.length && { features: { feature: press.features } }),
      ...(hosted.length && {
        trailers: {
          trailer: hosted.map((v) => ({
            name: v.title,
            ...(v.youtube ? { youtube: v.youtube } : { vimeo: v.vimeo }),
            description: v.description,
            duration: v.duration,
            date: iso(v.date),
          })),
        },
      }),
      ...shared(press),
    },
  });
}

/**
 * The studio's kit as presskit() data.xml.
 * @param {StudioEntry} studio @param {string} name the brand's company name
 */
export function studioXml(studio, name) {
  return document({
    company: {
      title: name,
      'based-in': studio.basedIn,
      'founding-date': iso(studio.founded),
      ...(studio.website && { website: studio.website }),
      'press-contact': studio.pressContact,
      ...(studio.phone && { phone: studio.phone }),
      ...(studio.address?.length && { address: { line: studio.address } }),
      ...listXml('socials', studio.socials),
      description: studio.description,
      ...listXml('histories', studio.histories),
      ...shared(studio),
    },
  });
}

// ---- Reading ----

/** The elements that repeat: every list's, and the format's own lists of texts. */
const REPEATED = [
  ...Object.values(LISTS).map(({ outer, inner }) => `${outer}.${inner}`),
  'platforms.platform',
  'prices.price',
  'features.feature',
  'trailers.trailer',
  'abouts.about',
  'address.line',
  'release-dates.release-date',
];

const parser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (_name, jpath) => REPEATED.some((path) => String(jpath).endsWith(`.${path}`)),
});

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A date as presskit() files write it ("2036-02-27", "27/02/2036", "27 Feb, 2036",
 * "February 27, 2036") as dd/mm/yyyy; undefined for one it cannot read.
 * @param {string} text
 */
export function readDate(text) {
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  const day = (/** @type {number} */ y, /** @type {number} */ m, /** @type {number} */ d) => {
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCMonth() === m - 1 && date.getUTCDate() === d
      ? `${two(d)}/${two(m)}/${y}`
      : undefined;
  };
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (m) return day(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return day(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})\.?\s+([A-Za-z]+)\.?,?\s+(\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS.indexOf((m[2] ?? '').slice(0, 3).toLowerCase()) + 1;
    return month ? day(Number(m[3]), month, Number(m[1])) : undefined;
  }
  m = /^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS.indexOf((m[1] ?? '').slice(0, 3).toLowerCase()) + 1;
    return month ? day(Number(m[3]), month, Number(m[2])) : undefined;
  }
  return undefined;
}

/** A value as text: an element with children or attributes is no text. @param {unknown} v */
const textOf = (v) =>
  typeof v === 'string' ? v.replace(/[ \t]+\n/g, '\n').trim() : v === undefined ? undefined : '';

/** An element's children by name, as the parser gives them. @typedef {Record<string, unknown>} Element */

/** A child of a parsed value: none where the value is a text. @param {unknown} value @param {string} name */
const child = (value, name) =>
  typeof value === 'object' && value !== null ? /** @type {Element} */ (value)[name] : undefined;

/**
 * The fields given, none empty.
 * @template {Record<string, unknown>} T
 * @param {T} o
 * @returns {T}
 */
const compact = (o) =>
  /** @type {T} */ (
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''))
  );

/**
 * What an import made and what it could not place.
 * @typedef {{ kind: 'game', slug: string, entry: GameEntry, report: string[] }
 *   | { kind: 'studio', slug: string, entry: StudioEntry, report: string[] }} Imported
 */

/**
 * A reader over one kit's root element: each element it takes is marked used (the rest are
 * reported), each line it cannot place goes to the report.
 * @param {Element} data @param {string} file @param {string[]} report
 */
function readerOf(data, file, report) {
  const used = new Set();
  const where = (/** @type {string} */ at) => `${file}: <${at}>`;
  /** @param {string} key */
  const take = (key) => {
    used.add(key);
    return data[key];
  };
  /**
   * An https: link; an http: one, or a host name with a dot as people write one
   * (www.studio.example, social.example/studio), as https: with a line; undefined (and a
   * line) otherwise.
   */
  const link = (/** @type {unknown} */ value, /** @type {string} */ at) => {
    const text = textOf(value);
    if (!text) return undefined;
    if (/^https:\/\/\S+$/.test(text)) return text;
    if (/^http:\/\/\S+$/.test(text) || HOST_NAME.test(text)) {
      report.push(`${where(at)} ${text}: written as https:, check that it answers there`);
      return `https://${text.replace(/^http:\/\//, '')}`;
    }
    report.push(`${where(at)} ${text}: not a web address, left out`);
    return undefined;
  };
  /** A repeated element's entries. @param {string} outer @param {string} inner @returns {unknown[]} */
  const items = (outer, inner) => {
    const found = child(take(outer), inner);
    return Array.isArray(found) ? found : [];
  };
  /**
   * One of our lists, read through its table entry (LISTS).
   * @param {ListName} name
   */
  const list = (name) => {
    /** @type {ListMap} */
    const { outer, inner, fields, needs = [], oneOf } = LISTS[name];
    return items(outer, inner).flatMap((item, index) => {
      /** @type {Record<string, string | undefined>} */
      const entry = {};
      for (const [ours, { element, link: isLink, fallback }] of Object.entries(fields)) {
        if (oneOf && needs.includes(ours) && needs.some((other) => entry[other])) continue;
        const value = child(item, element);
        entry[ours] = isLink
          ? link(value, `${outer}/${inner}[${index + 1}]/${element}`)
          : textOf(value) || fallback || textOf(value);
      }
      return needs.length && !needs.some((key) => entry[key]) ? [] : [compact(entry)];
    });
  };
  const unused = () => {
    for (const key of Object.keys(data)) {
      if (!used.has(key)) report.push(`${where(key)}: no such field in the kit: not placed`);
    }
  };
  return { data, report, take, where, link, items, list, unused };
}
/** @typedef {ReturnType<typeof readerOf>} Reader */

/**
 * A presskit() data.xml as a catalogue game's English entry or the studio's.
 * `images`: the files of the images/ folder beside it: header.* becomes the key art, every
 * other JPEG, PNG or WebP a screenshot (the studio's: a picture of it), copied into
 * data/pictures/ under `<slug>-<name>` (`copies`); their alt texts are written for review.
 * @param {string} xml
 * @param {{ file: string, companyName?: string, images?: readonly string[], gifs?: ReadonlyMap<string, 'still' | 'animated'> }} options
 *   `images` the files under images/, subfolders' as `wallpapers/one.jpg`; `gifs` whether
 *   each readable GIF among them is still or animated (the caller reads the files)
 * @returns {Imported & { copies: { from: string, to: string, webp?: boolean }[] }}
 */
export function importXml(xml, { file, companyName, images = [], gifs = new Map() }) {
  const parsed = /** @type {Element} */ (parser.parse(xml));
  const root = ['company', 'game', 'product'].find((name) => parsed[name]);
  if (!root)
    throw new Error(`${file}: no <game>, <product> or <company>: not a presskit() data.xml`);
  const data = /** @type {Element} */ (parsed[root]);
  /** @type {string[]} */
  const report = [];
  // The original presskit() writes its company file with <game> as its root too: the
  // company's own elements tell it from a game's.
  const companyOwn = root === 'game' ? COMPANY_ONLY.filter((key) => data[key] !== undefined) : [];
  if (companyOwn.length > 0) {
    report.push(
      `${file}: <game> holds the company's ${companyOwn.map((key) => `<${key}>`).join(', ')}: imported as the studio's kit`,
    );
  }
  const reader = readerOf(data, file, report);
  /** @type {Press} */
  const press = {};
  for (const name of SHARED) {
    const entries = reader.list(name);
    if (entries.length) press[name] = entries;
  }
  const permission = textOf(reader.take('monetization-permission'));
  if (permission && /** @type {readonly string[]} */ (MONETIZATION).includes(permission)) {
    press.creatorTerms = {
      monetization: /** @type {typeof MONETIZATION[number]} */ (permission),
    };
  } else if (permission !== undefined) {
    report.push(
      `${reader.where('monetization-permission')} "${permission}": not one of ${MONETIZATION.join(', ')}: not placed`,
    );
  }
  const trailers = reader.items('trailers', 'trailer');
  const picturesOf = (/** @type {string} */ slug, /** @type {string} */ name) =>
    readImages(images, slug, name, report, file, gifs);
  if (root === 'company' || companyOwn.length > 0) {
    const entry = readStudio(reader);
    const studioName = textOf(data.title);
    if (companyName && studioName && studioName !== companyName) {
      report.push(
        `${reader.where('title')} "${studioName}": the studio's name is data/brand.json companyName, "${companyName}": left as it is`,
      );
    }
    reader.take('title');
    trailers.forEach((t, i) =>
      report.push(
        `${reader.where(`trailers/trailer[${i + 1}]`)} "${textOf(child(t, 'name'))}": the studio kit shows its games' trailers, not its own: not placed`,
      ),
    );
    reader.unused();
    const slug = fileSlug(companyName ?? (studioName || 'studio'));
    // presskit()'s template title names no studio: its pictures take the kit's name.
    const named = studioName && studioName !== PLACEHOLDER_TITLE ? studioName : companyName;
    const { shots, copies } = picturesOf(slug, named || slug);
    const studio = withoutEmptyLists({
      ...entry,
      ...(shots.length && { images: shots }),
      ...press,
    });
    return { kind: 'studio', slug, entry: /** @type {StudioEntry} */ (studio), report, copies };
  }
  const name = textOf(reader.take('title'));
  if (!name) throw new Error(`${reader.where('title')}: empty: a game needs its name`);
  const slug = fileSlug(name);
  const { entry, copies } = readGame(reader, {
    name,
    pictures: () => picturesOf(slug, name),
    trailers,
    press,
  });
  return { kind: 'game', slug, entry, report, copies };
}

/** @param {Record<string, unknown>} entry @returns {Record<string, unknown>} without its empty lists */
const withoutEmptyLists = (entry) =>
  Object.fromEntries(
    Object.entries(entry).filter(([, value]) => !(Array.isArray(value) && !value.length)),
  );

/**
 * A catalogue game's English entry from its kit: its name, description, pictures, platforms
 * with their days, stores with their prices, trailers and press kit.
 * @param {Reader} reader
 * @param {{ name: string, pictures: () => ReturnType<typeof readImages>, trailers: unknown[], press: Press }} given
 *   `pictures` reads the images/ folder, its lines after the description's
 */
function readGame(reader, { name, pictures, trailers, press }) {
  const { take, where, report, link } = reader;
  /** @type {Record<string, unknown>} */
  const entry = { name, type: 'Game' };
  report.push(`${where('title')}: presskit() has no genre: type written as "Game", name its kind`);
  const description = textOf(take('description'));
  entry.description = description || name;
  if (!description)
    report.push(`${where('description')}: empty: the description is the name until one is written`);
  const { keyArt, shots, copies: pictureCopies } = pictures();
  if (keyArt) entry.keyArt = keyArt;
  entry.screenshots = shots;
  const { platforms, stores } = readPlatforms(reader, press);
  if (platforms.length) entry.platforms = platforms;
  readPrices(reader, stores);
  if (stores.length) entry.stores = stores;
  const videos = readTrailers(reader, trailers);
  if (videos.length) entry.videos = videos;
  const website = textOf(take('website'));
  if (website && !/\/games\/[a-z0-9-]+\/?$/.test(website)) {
    const href = link(website, 'website');
    if (href) press.links = [...asEntries(press.links), { title: 'Website', link: href }];
  }
  const histories = reader
    .list('histories')
    .map(({ header, text }) => [header && `**${header}**`, text].filter(Boolean).join('\n\n'));
  const history = [
    textOf(take('history')),
    ...histories,
    ...abouts(reader).map(({ header, text }) => `**${header}**\n\n${text}`),
  ]
    .filter(Boolean)
    .join('\n\n');
  const copies = textOf(take('press-can-request-copy'));
  const gamePress = withoutEmptyLists(
    compact({
      history: history || undefined,
      features: reader.items('features', 'feature').map(textOf).filter(Boolean),
      ...press,
      partners: reader.list('partners'),
      relations: reader.list('relations'),
      copies: copies === undefined ? undefined : /^(true|yes|1)$/i.test(copies),
      copyRequest: link(take('press-copy-request'), 'press-copy-request'),
    }),
  );
  if (Object.keys(gamePress).length) entry.press = gamePress;
  if (take('widgets'))
    report.push(
      `${where('widgets')}: store widgets are other sites' frames: give each store as a platform with its link`,
    );
  reader.unused();
  return { entry: /** @type {GameEntry} */ (entry), copies: pictureCopies };
}

/** @param {unknown} value a list of ours, or none @returns {Entry[]} */
const asEntries = (value) => (Array.isArray(value) ? /** @type {Entry[]} */ (value) : []);

/**
 * The release days: one a date names its platform in ("PC - 14 March, 2036", "Switch: 2 Feb
 * 2036") is that platform's, by platform; the earliest of the rest is every other platform's.
 * @param {Reader} reader
 */
function readReleaseDays({ take, where, report }) {
  /** @type {Map<string, string>} */
  const dayOf = new Map();
  /** A platform's window ("Q3 2027", "TBA") where no day names it. @type {Map<string, string>} */
  const windowOf = new Map();
  /** @type {string | undefined} */
  let release;
  /** The window every platform without a day of its own is in. @type {string | undefined} */
  let window;
  const asWindow = (/** @type {string} */ text) => {
    const read = releaseOf(text.trim());
    return read && read.kind !== 'day' ? text.trim() : undefined;
  };
  const earliest = (/** @type {string | undefined} */ a, /** @type {string} */ b) =>
    a && iso(a) <= iso(b) ? a : b;
  const many = child(take('release-dates'), 'release-date');
  for (const text of [
    textOf(take('release-date')),
    ...(Array.isArray(many) ? many : []).map(textOf),
  ]) {
    if (!text) continue;
    const whole = readDate(text) ?? asWindow(text);
    const parts = whole ? null : /^(.+?)\s*[-–—:]\s+(.+)$/.exec(text);
    const given =
      whole ?? (parts ? (readDate(parts[2] ?? '') ?? asWindow(parts[2] ?? '')) : undefined);
    const day = given && DATE.test(given) ? given : undefined;
    if (!given) {
      report.push(
        `${where('release-date')} "${text}": neither a day nor a window it can read ("Q3 2027", "Spring 2027", "TBA"): left out`,
      );
    } else if (!parts) {
      if (day) release = earliest(release, day);
      else window ??= given;
    } else {
      const named = platformsNamed(parts[1] ?? '').platforms;
      if (!named.length)
        report.push(
          `${where('release-date')} "${text}": "${parts[1]}" is no platform it knows: left out`,
        );
      for (const platform of named) {
        if (day) dayOf.set(platform, earliest(dayOf.get(platform), day));
        else if (!windowOf.has(platform)) windowOf.set(platform, given);
      }
    }
  }
  // A day beats a window for the same platform: the day is the newer word.
  for (const [platform, given] of windowOf) if (!dayOf.has(platform)) dayOf.set(platform, given);
  if (release && window) {
    report.push(
      `${where('release-date')} "${window}": a window beside the kit's day, ${release}: the day kept`,
    );
  }
  return { dayOf, release: release ?? window };
}

/**
 * The kit's platforms as the catalogue's platforms, each with its day, and its stores (a
 * platform named for a store, with its link); a link it cannot place joins the press links.
 * @param {Reader} reader @param {Press} press
 */
function readPlatforms(reader, press) {
  const { where, report, link } = reader;
  const { dayOf, release } = readReleaseDays(reader);
  /** @type {string[]} */
  const listed = [];
  /** @type {Store[]} */
  const stores = [];
  reader.items('platforms', 'platform').forEach((item, i) => {
    const label = textOf(child(item, 'name')) ?? '';
    const given = child(item, 'link');
    const { platforms: named, store } = platformsNamed(label);
    const at = `platforms/platform[${i + 1}]`;
    if (store && given) {
      const url = link(given, `${at}/link`);
      if (url) stores.push({ store, url });
    } else if (named.length) {
      listed.push(...named.filter((platform) => !listed.includes(platform)));
      if (textOf(given))
        report.push(
          `${where(`${at}/link`)}: a platform has no link here; give its store as a platform named for the store`,
        );
    } else {
      const href = given ? link(given, `${at}/link`) : undefined;
      if (href) press.links = [...asEntries(press.links), { title: label || 'Link', link: href }];
      report.push(
        `${where(at)} "${label}": no such platform or store${href ? ': its link kept among the additional links' : ': left out'}`,
      );
    }
  });
  // A platform a date names but the list does not is one the game is on.
  for (const platform of dayOf.keys()) if (!listed.includes(platform)) listed.push(platform);
  const platforms = listed.map((platform) =>
    compact({ platform, release: dayOf.get(platform) ?? release }),
  );
  if (!platforms.length && release)
    report.push(`${where('release-date')}: no platform to date: left out`);
  return { platforms, stores };
}

/**
 * Each price onto the first store without one; one it cannot place is reported.
 * @param {Reader} reader @param {Store[]} stores
 */
function readPrices({ items, where, report }, stores) {
  items('prices', 'price').forEach((item, i) => {
    const currency = textOf(child(item, 'currency'))?.toUpperCase() ?? '';
    const value = String(textOf(child(item, 'value')) ?? '');
    const amount = Number(value.replace(/[^\d.]/g, ''));
    const store = stores.find((s) => !s.price);
    const at = where(`prices/price[${i + 1}]`);
    if (!CURRENCIES.some((c) => c === currency))
      report.push(`${at} "${currency}": not a currency the catalogue takes: left out`);
    else if (!Number.isFinite(amount) || value === '') report.push(`${at}: no amount: left out`);
    else if (!store)
      report.push(
        `${at} ${currency} ${amount}: a price belongs to a store, and every store has one: left out`,
      );
    else {
      store.price = { amount, currency };
      report.push(
        `${at} ${currency} ${amount}: kept on ${store.store} with no day checked: shown once price.checked is set`,
      );
    }
  });
}

/**
 * The kit's trailers a game page can show: on YouTube or Vimeo, with a duration and a date.
 * @param {Reader} reader @param {unknown[]} trailers
 */
function readTrailers({ where, report }, trailers) {
  return trailers.flatMap((t, i) => {
    const at = where(`trailers/trailer[${i + 1}]`);
    const title = textOf(child(t, 'name'));
    const given = child(t, 'date');
    const date = given ? readDate(textOf(given) ?? '') : undefined;
    const youtube = child(t, 'youtube');
    const vimeo = child(t, 'vimeo');
    const host = youtube ? { youtube: textOf(youtube) } : vimeo ? { vimeo: textOf(vimeo) } : null;
    if (!host) {
      report.push(`${at} "${title}": neither youtube nor vimeo: not placed`);
      return [];
    }
    if (!child(t, 'duration') || !date) {
      report.push(
        `${at} "${title}": presskit() gives no duration and date, which a game page needs: add it in the editor`,
      );
      return [];
    }
    return [
      {
        title,
        description: textOf(child(t, 'description')) || title,
        ...host,
        duration: textOf(child(t, 'duration')),
        date,
      },
    ];
  });
}

/**
 * The studio's fields from a <company>, in the studio file's order.
 * @param {Reader} reader
 */
function readStudio(reader) {
  const { data, take, where, report, link } = reader;
  const founded = readDate(textOf(take('founding-date')) ?? '');
  if (!founded)
    report.push(
      `${where('founding-date')} "${textOf(data['founding-date']) ?? ''}": not a date it can read: written as 01/01/2000, correct it`,
    );
  const contact = textOf(take('press-contact')) ?? '';
  const mail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact) ? contact : undefined;
  if (!mail)
    report.push(
      `${where('press-contact')} "${contact}": not a mail address: written as press@example.com, correct it`,
    );
  const history = textOf(take('history'));
  const histories = [
    ...(history ? [{ header: 'History', text: history }] : []),
    ...reader
      .list('histories')
      .map(({ header, text }) => compact({ header: header || 'History', text })),
    ...abouts(reader),
  ];
  if (take('analytics') !== undefined)
    report.push(`${where('analytics')}: the site sends nothing to another origin: not placed`);
  const lines = reader.items('address', 'line').map(textOf);
  /** @type {Record<string, unknown>} */
  const studio = compact({
    basedIn: textOf(take('based-in')) || 'Unknown',
    founded: founded ?? '01/01/2000',
    website: link(take('website'), 'website'),
    pressContact: mail ?? 'press@example.com',
    phone: textOf(take('phone')),
    address: lines.length ? lines : undefined,
    socials: reader.list('socials'),
    description:
      textOf(take('description')) ||
      (report.push(`${where('description')}: empty: written as "About the studio", write it`),
      'About the studio'),
    histories: histories.length ? histories : undefined,
  });
  return studio;
}

/**
 * How kits name platforms and stores, beyond the catalogue's own labels and keys: lower case,
 * spaces around "/", "&", "+" and "|" dropped.
 * @type {Record<string, { platforms?: string[], store?: string }>}
 */
const KIT_NAMES = {
  pc: { platforms: ['windows'] },
  win: { platforms: ['windows'] },
  'windows pc': { platforms: ['windows'] },
  mac: { platforms: ['macos'] },
  'mac os': { platforms: ['macos'] },
  'mac os x': { platforms: ['macos'] },
  'os x': { platforms: ['macos'] },
  osx: { platforms: ['macos'] },
  steamos: { platforms: ['linux'] },
  'playstation 5': { platforms: ['ps5'] },
  'playstation 4': { platforms: ['ps4'] },
  'xbox series x/s': { platforms: ['xbox-series'] },
  'xbox series x': { platforms: ['xbox-series'] },
  'xbox series': { platforms: ['xbox-series'] },
  switch: { platforms: ['switch'] },
  iphone: { platforms: ['ios'] },
  ipad: { platforms: ['ios'] },
  browser: { platforms: ['web'] },
  web: { platforms: ['web'] },
  html5: { platforms: ['web'] },
  'steam store': { store: 'steam' },
  'apple app store': { store: 'app-store' },
  'ios app store': { store: 'app-store' },
  itunes: { store: 'app-store' },
  'google play store': { store: 'google-play' },
  'play store': { store: 'google-play' },
  itch: { store: 'itch' },
  itchio: { store: 'itch' },
  'itch io': { store: 'itch' },
  'epic games': { store: 'epic' },
  epic: { store: 'epic' },
  'ps store': { store: 'playstation' },
  psn: { store: 'playstation' },
  'xbox store': { store: 'xbox' },
  eshop: { store: 'nintendo' },
};

/**
 * The catalogue's platforms (and store) a kit's name stands for: "PC / Mac" is Windows and
 * macOS, "Apple App Store" the App Store; none for a name it does not know.
 * @param {string} label @returns {{ platforms: string[], store?: string }}
 */
export function platformsNamed(label) {
  const name = label
    .toLowerCase()
    .replace(/\s*([/&+|])\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
  /** @param {string} one @returns {{ platforms?: string[], store?: string } | undefined} */
  const single = (one) => {
    const own = (/** @type {Record<string, string | null>} */ table) =>
      Object.keys(table).find((key) => key === one || (table[key] ?? '').toLowerCase() === one);
    const store = own(STORES);
    if (store) return { store };
    const platform = own(PLATFORMS);
    if (platform) return { platforms: [platform] };
    return KIT_NAMES[one];
  };
  const whole = single(name);
  if (whole)
    return { platforms: whole.platforms ?? [], ...(whole.store && { store: whole.store }) };
  const parts = name.split('/').map(single);
  if (parts.length > 1 && parts.every((part) => part?.platforms)) {
    return { platforms: [...new Set(parts.flatMap((part) => part?.platforms ?? []))] };
  }
  return { platforms: [] };
}

/**
 * presskit.html's <abouts>: further sections about the studio or the game, each a title and
 * a text, in order; the kit's history takes them after its own.
 * @param {Reader} reader
 */
const abouts = (reader) =>
  reader.items('abouts', 'about').flatMap((a) => {
    const header = textOf(child(a, 'title')) || textOf(child(a, 'header')) || 'About';
    const text = textOf(child(a, 'description')) || textOf(child(a, 'text'));
    return text ? [{ header, text }] : [];
  });

/** Elements only a company file has (presskit()'s company file is rooted at <game> too). */
const COMPANY_ONLY = ['founding-date', 'based-in', 'press-contact', 'address', 'socials'];

/** A picture the catalogue takes, by its name. */
const PICTURE = /\.(jpe?g|png|webp)$/i;
/** At most this many screenshots (lib/content/shared/fields.mjs MAX_SCREENSHOTS). */
const MAX_SHOTS = 12;

/**
 * An images/ folder's files as the kit's pictures: header.* the key art, logos and icons
 * left to the brand, the rest screenshots, each with an alt text to review.
 * @param {readonly string[]} images @param {string} slug @param {string} name
 * @param {string[]} report @param {string} file
 * @param {ReadonlyMap<string, 'still' | 'animated'>} gifs each readable GIF's kind
 */
function readImages(images, slug, name, report, file, gifs) {
  const folder = file.replace(/[^/\\]*$/, '') + 'images/';
  /** @type {{ from: string, to: string, webp?: boolean }[]} */
  const copies = [];
  /** @type {{ src: string, alt: string }[]} */
  const shots = [];
  /** @type {string | undefined} */
  let keyArt;
  for (const image of [...images].sort()) {
    const base = image.split('/').pop() ?? image;
    const gif = /\.gif$/i.test(image) ? (gifs.get(image) ?? 'unreadable') : null;
    // A still GIF is kept as WebP (the pictures the pipeline takes); an animated one is not
    // kept at all: the site draws each picture still, at every width, so it would lose its
    // animation without a word.
    const to = `${slug}-${image.toLowerCase().replace(/[^a-z0-9.]+/g, '-')}`.replace(
      /\.gif$/,
      '.webp',
    );
    if (gif === 'animated') {
      report.push(
        `${folder}${image}: an animated GIF: the site shows its pictures still, so its animation would be lost: not placed`,
      );
    } else if (gif === 'unreadable') {
      report.push(`${folder}${image}: a GIF that cannot be read: not placed`);
    } else if (!gif && !PICTURE.test(image)) {
      report.push(`${folder}${image}: not a JPEG, PNG, WebP or GIF: not placed`);
    } else if (/^(logo|icon)/i.test(base)) {
      report.push(
        `${folder}${image}: the kit's logo and icon are drawn from data/brand.json: not placed`,
      );
    } else if (/^header\./i.test(image)) {
      keyArt = `pictures/${to}`;
      copies.push({ from: image, to, ...(gif && { webp: true }) });
    } else if (shots.length >= MAX_SHOTS) {
      report.push(`${folder}${image}: past the ${MAX_SHOTS} screenshots a page shows: not placed`);
    } else {
      const alt = `${name}: picture ${shots.length + 1}`;
      shots.push({ src: `pictures/${to}`, alt });
      copies.push({ from: image, to, ...(gif && { webp: true }) });
      report.push(
        `${folder}${image}: ${gif ? 'a still GIF, written as WebP; ' : ''}alt text written as "${alt}": say what it shows`,
      );
    }
  }
  return { keyArt, shots, copies };
}
