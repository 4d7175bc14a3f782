// presskit()'s data.xml, both ways. `gameXml`/`studioXml` write a kit in the format (the build
// publishes one beside each kit, so a studio can take its kit elsewhere); `importXml` reads
// one (the original format and presskit.html's additions: partners, relations,
// press-copy-request) into a catalogue entry or the studio file, with one line for each field
// it could not place. English only: the format has no languages. A trailer carries
// `description`, `duration` and `date`, which presskit() lacks and a game page needs; without
// them a trailer is reported, not placed.
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { CURRENCIES, PLATFORMS, STORES } from '../../lib/content/game-facts.mjs';
import { fileSlug } from '../../lib/presskit/kit.mjs';

const builder = new XMLBuilder({ format: true, indentBy: '  ', suppressEmptyNode: true });

/** @param {string} date dd/mm/yyyy @returns {string} yyyy-mm-dd */
const iso = (date) => date.split('/').reverse().join('-');

/** @param {Record<string, unknown>} root */
const document = (root) =>
  `<?xml version="1.0" encoding="utf-8"?>\n${builder.build(root)}`.replace(/\n*$/, '\n');

/**
 * The fields a game and the studio share: awards, quotes, additional links, credits, contacts.
 * @param {Record<string, any>} press
 */
const shared = (press) => ({
  ...(press.awards?.length && {
    awards: {
      award: press.awards.map((/** @type {any} */ a) => ({ description: a.award, info: a.info })),
    },
  }),
  ...(press.quotes?.length && {
    quotes: {
      quote: press.quotes.map((/** @type {any} */ q) => ({
        description: q.quote,
        name: q.name,
        website: q.outlet,
        link: q.link,
      })),
    },
  }),
  ...(press.links?.length && {
    additionals: {
      additional: press.links.map((/** @type {any} */ l) => ({
        title: l.title,
        description: l.description,
        link: l.link,
      })),
    },
  }),
  ...(press.credits?.length && {
    credits: {
      credit: press.credits.map((/** @type {any} */ c) => ({
        person: c.person,
        role: c.role,
        website: c.website,
      })),
    },
  }),
  ...(press.contacts?.length && {
    contacts: {
      contact: press.contacts.map((/** @type {any} */ c) => ({
        name: c.name,
        mail: c.mail,
        link: c.link,
      })),
    },
  }),
});

/**
 * A catalogue game's kit as presskit() data.xml (its English entry as written or resolved).
 * @param {Record<string, any>} game @param {string} website the game page's absolute URL
 */
export function gameXml(game, website) {
  const press = game.press ?? {};
  const dates = (game.platforms ?? []).flatMap((/** @type {any} */ p) =>
    p.release ? [iso(p.release)] : [],
  );
  // The earliest day as presskit()'s one date; a platform out on another day written with
  // its name in front, as kits write it ("Nintendo Switch - 2037-02-02"), so it comes back.
  const first = [...dates].sort()[0];
  const later = (game.platforms ?? []).flatMap((/** @type {any} */ p) =>
    p.release && iso(p.release) !== first
      ? [`${/** @type {Record<string, string>} */ (PLATFORMS)[p.platform]} - ${iso(p.release)}`]
      : [],
  );
  const prices = (game.stores ?? []).flatMap((/** @type {any} */ s) => (s.price ? [s.price] : []));
  return document({
    game: {
      title: game.name,
      ...(first && { 'release-date': first }),
      ...(later.length && { 'release-dates': { 'release-date': later } }),
      website,
      ...(press.copies !== undefined && { 'press-can-request-copy': String(press.copies) }),
      ...(press.copyRequest && { 'press-copy-request': press.copyRequest }),
      ...(press.partners?.length && {
        partners: {
          partner: press.partners.map((/** @type {any} */ p) => ({
            type: p.kind,
            title: p.name,
            website: p.website,
            'based-in': p.basedIn,
          })),
        },
      }),
      platforms: {
        platform: [
          ...(game.platforms ?? []).map((/** @type {any} */ p) => ({
            name: /** @type {Record<string, string>} */ (PLATFORMS)[p.platform],
          })),
          ...(game.stores ?? []).map((/** @type {any} */ s) => ({
            name: /** @type {Record<string, string | null>} */ (STORES)[s.store] ?? s.store,
            link: s.url,
          })),
        ],
      },
      ...(prices.length && {
        prices: {
          price: prices.map((/** @type {any} */ p) => ({ currency: p.currency, value: p.amount })),
        },
      }),
      ...(press.relations?.length && {
        relations: {
          relation: press.relations.map((/** @type {any} */ r) => ({
            type: r.kind,
            product: r.name,
          })),
        },
      }),
      description: game.description,
      ...(press.history && { history: press.history }),
      ...(press.features?.length && { features: { feature: press.features } }),
      ...(game.videos?.some((/** @type {any} */ v) => !v.file) && {
        trailers: {
          trailer: game.videos
            .filter((/** @type {any} */ v) => !v.file)
            .map((/** @type {any} */ v) => ({
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
 * @param {Record<string, any>} studio @param {string} name the brand's company name
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
      ...(studio.socials?.length && {
        socials: {
          social: studio.socials.map((/** @type {any} */ s) => ({ name: s.name, link: s.link })),
        },
      }),
      description: studio.description,
      ...(studio.histories?.length && {
        histories: {
          history: studio.histories.map((/** @type {any} */ h) => ({
            header: h.header,
            text: h.text,
          })),
        },
      }),
      ...shared(studio),
    },
  });
}

// ---- Reading ----

const parser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name, jpath) =>
    /\.(platforms\.platform|prices\.price|features\.feature|trailers\.trailer|awards\.award|quotes\.quote|additionals\.additional|credits\.credit|contacts\.contact|partners\.partner|relations\.relation|socials\.social|histories\.history|abouts\.about|address\.line|release-dates\.release-date)$/.test(
      String(jpath),
    ),
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

/**
 * What an import made and what it could not place.
 * @typedef {{ kind: 'game', slug: string, entry: Record<string, any>, report: string[] }
 *   | { kind: 'studio', slug: string, entry: Record<string, any>, report: string[] }} Imported
 */

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
  const parsed = parser.parse(xml);
  const root = parsed.company
    ? 'company'
    : parsed.game
      ? 'game'
      : parsed.product
        ? 'product'
        : null;
  if (!root)
    throw new Error(`${file}: no <game>, <product> or <company>: not a presskit() data.xml`);
  /** @type {Record<string, any>} */
  const data = parsed[root] ?? {};
  /** @type {string[]} */
  const report = [];
  // The original presskit() writes its company file with <game> as its root too: the
  // company's own elements tell it from a game's.
  const companyOwn = root === 'game' ? COMPANY_ONLY.filter((key) => data[key] !== undefined) : [];
  const kind = companyOwn.length > 0 ? 'company' : root;
  if (companyOwn.length > 0) {
    report.push(
      `${file}: <game> holds the company's ${companyOwn.map((key) => `<${key}>`).join(', ')}: imported as the studio's kit`,
    );
  }
  const used = new Set();
  const take = (/** @type {string} */ key) => {
    used.add(key);
    return data[key];
  };
  const where = (/** @type {string} */ at) => `${file}: <${at}>`;
  /** An https: link, an http: one upgraded with a line; undefined (and a line) otherwise. */
  const link = (/** @type {unknown} */ value, /** @type {string} */ at) => {
    const text = textOf(value);
    if (!text) return undefined;
    if (/^https:\/\/\S+$/.test(text)) return text;
    if (/^http:\/\/\S+$/.test(text)) {
      report.push(`${where(at)} ${text}: written as https:, check that it answers there`);
      return `https://${text.slice(7)}`;
    }
    report.push(`${where(at)} ${text}: not a web address, left out`);
    return undefined;
  };
  const list = (/** @type {string} */ outer, /** @type {string} */ inner) =>
    /** @type {Record<string, any>[]} */ (take(outer)?.[inner] ?? []);
  /** @returns {Record<string, any>} */
  const compact = (/** @type {Record<string, unknown>} */ o) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));

  const press = compact({
    awards: list('awards', 'award').map((a) =>
      compact({ award: textOf(a.description), info: textOf(a.info) }),
    ),
    quotes: list('quotes', 'quote').map((q, i) =>
      compact({
        quote: textOf(q.description),
        name: textOf(q.name),
        outlet: textOf(q.website),
        link: link(q.link, `quotes/quote[${i + 1}]/link`),
      }),
    ),
    links: list('additionals', 'additional').flatMap((a, i) => {
      const href = link(a.link, `additionals/additional[${i + 1}]/link`);
      return href
        ? [compact({ title: textOf(a.title), description: textOf(a.description), link: href })]
        : [];
    }),
    credits: list('credits', 'credit').map((c, i) =>
      compact({
        person: textOf(c.person),
        role: textOf(c.role),
        website: link(c.website, `credits/credit[${i + 1}]/website`),
      }),
    ),
    contacts: list('contacts', 'contact').flatMap((c, i) => {
      const mail = textOf(c.mail);
      const href = mail ? undefined : link(c.link, `contacts/contact[${i + 1}]/link`);
      return mail || href ? [compact({ name: textOf(c.name), mail, link: href })] : [];
    }),
  });
  for (const key of Object.keys(press)) if (!press[key].length) delete press[key];

  const trailers = list('trailers', 'trailer');
  if (kind === 'company') {
    const entry = readStudio(data, take, where, report, link, list, compact);
    if (companyName && textOf(data.title) && textOf(data.title) !== companyName) {
      report.push(
        `${where('title')} "${textOf(data.title)}": the studio's name is data/brand.json companyName, "${companyName}": left as it is`,
      );
    }
    used.add('title');
    trailers.forEach((t, i) =>
      report.push(
        `${where(`trailers/trailer[${i + 1}]`)} "${textOf(t.name)}": the studio kit shows its games' trailers, not its own: not placed`,
      ),
    );
    unused(data, used, where, report);
    const slug = fileSlug(companyName ?? (textOf(data.title) || 'studio'));
    const pictures = readImages(images, slug, textOf(data.title) || slug, report, file, gifs);
    /** @type {Record<string, any>} */
    const studio = {
      ...entry,
      ...(pictures.shots.length && { images: pictures.shots }),
      ...press,
    };
    for (const key of Object.keys(studio)) {
      if (Array.isArray(studio[key]) && !studio[key].length) delete studio[key];
    }
    return { kind: 'studio', slug, entry: studio, report, copies: pictures.copies };
  }

  const name = textOf(take('title'));
  if (!name) throw new Error(`${where('title')}: empty: a game needs its name`);
  const slug = fileSlug(name);
  /** @type {Record<string, any>} */
  const entry = { name, type: 'Game' };
  report.push(`${where('title')}: presskit() has no genre: type written as "Game", name its kind`);
  const description = textOf(take('description'));
  entry.description = description || name;
  if (!description)
    report.push(`${where('description')}: empty: the description is the name until one is written`);
  const pictures = readImages(images, slug, name, report, file, gifs);
  if (pictures.keyArt) entry.keyArt = pictures.keyArt;
  entry.screenshots = pictures.shots;

  // A date may name its platform first, as kits in the wild write it ("PC - 14 March, 2036",
  // "Switch: 2 Feb 2036"): that platform's day. One without is every other platform's.
  /** @type {Map<string, string>} */
  const dayOf = new Map();
  /** @type {string[]} */
  const days = [];
  const earliest = (/** @type {string | undefined} */ a, /** @type {string} */ b) =>
    a && iso(a) <= iso(b) ? a : b;
  for (const text of [
    textOf(take('release-date')),
    ...(take('release-dates')?.['release-date'] ?? []).map(textOf),
  ].filter(Boolean)) {
    const whole = readDate(/** @type {string} */ (text));
    const parts = whole ? null : /^(.+?)\s*[-–—:]\s+(.+)$/.exec(/** @type {string} */ (text));
    const date = whole ?? (parts ? readDate(parts[2] ?? '') : undefined);
    if (!date) {
      report.push(
        `${where('release-date')} "${text}": not a day it can read (a season or TBA stays out): left out`,
      );
    } else if (!parts) {
      days.push(date);
    } else {
      const named = platformsNamed(parts[1] ?? '').platforms;
      if (!named.length)
        report.push(
          `${where('release-date')} "${text}": "${parts[1]}" is no platform it knows: left out`,
        );
      for (const platform of named) dayOf.set(platform, earliest(dayOf.get(platform), date));
    }
  }
  const release = days.reduce(
    (/** @type {string | undefined} */ a, b) => earliest(a, b),
    undefined,
  );

  /** @type {string[]} */
  const listed = [];
  /** @type {Record<string, any>[]} */
  const stores = [];
  list('platforms', 'platform').forEach((p, i) => {
    const label = textOf(p.name) ?? '';
    const { platforms: named, store } = platformsNamed(label);
    const at = `platforms/platform[${i + 1}]`;
    if (store && p.link) {
      const url = link(p.link, `${at}/link`);
      if (url) stores.push({ store, url });
    } else if (named.length) {
      listed.push(...named.filter((platform) => !listed.includes(platform)));
      if (textOf(p.link))
        report.push(
          `${where(`${at}/link`)}: a platform has no link here; give its store as a platform named for the store`,
        );
    } else {
      const href = p.link ? link(p.link, `${at}/link`) : undefined;
      if (href) press.links = [...(press.links ?? []), { title: label || 'Link', link: href }];
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
  if (platforms.length) entry.platforms = platforms;
  else if (release) report.push(`${where('release-date')}: no platform to date: left out`);
  list('prices', 'price').forEach((p, i) => {
    const currency = textOf(p.currency)?.toUpperCase() ?? '';
    const amount = Number(String(textOf(p.value) ?? '').replace(/[^\d.]/g, ''));
    const store = stores.find((s) => !s.price);
    const at = where(`prices/price[${i + 1}]`);
    if (!CURRENCIES.some((c) => c === currency))
      report.push(`${at} "${currency}": not a currency the catalogue takes: left out`);
    else if (!Number.isFinite(amount) || String(textOf(p.value) ?? '') === '')
      report.push(`${at}: no amount: left out`);
    else if (!store)
      report.push(
        `${at} ${currency} ${amount}: a price belongs to a store, and every store has one: left out`,
      );
    else store.price = { amount, currency };
  });
  if (stores.length) entry.stores = stores;

  const videos = trailers.flatMap((t, i) => {
    const at = where(`trailers/trailer[${i + 1}]`);
    const date = t.date ? readDate(textOf(t.date) ?? '') : undefined;
    const host = t.youtube
      ? { youtube: textOf(t.youtube) }
      : t.vimeo
        ? { vimeo: textOf(t.vimeo) }
        : null;
    if (!host) {
      report.push(`${at} "${textOf(t.name)}": neither youtube nor vimeo: not placed`);
      return [];
    }
    if (!t.duration || !date) {
      report.push(
        `${at} "${textOf(t.name)}": presskit() gives no duration and date, which a game page needs: add it in the editor`,
      );
      return [];
    }
    return [
      {
        title: textOf(t.name),
        description: textOf(t.description) || textOf(t.name),
        ...host,
        duration: textOf(t.duration),
        date,
      },
    ];
  });
  if (videos.length) entry.videos = videos;

  const website = textOf(take('website'));
  if (website && !/\/games\/[a-z0-9-]+\/?$/.test(website)) {
    const href = link(website, 'website');
    if (href) press.links = [...(press.links ?? []), { title: 'Website', link: href }];
  }
  const history = textOf(take('history'));
  const histories = (take('histories')?.history ?? []).map((/** @type {any} */ h) =>
    [textOf(h.header) && `**${textOf(h.header)}**`, textOf(h.text)].filter(Boolean).join('\n\n'),
  );
  const historyText = [
    history,
    ...histories,
    ...abouts(list).map(({ header, text }) => `**${header}**\n\n${text}`),
  ]
    .filter(Boolean)
    .join('\n\n');
  const copies = textOf(take('press-can-request-copy'));
  const gamePress = compact({
    history: historyText || undefined,
    features: list('features', 'feature').map(textOf).filter(Boolean),
    ...press,
    partners: list('partners', 'partner').map((p, i) =>
      compact({
        kind: textOf(p.type) || 'Partner',
        name: textOf(p.title),
        website: link(p.website, `partners/partner[${i + 1}]/website`),
        basedIn: textOf(p['based-in']),
      }),
    ),
    relations: list('relations', 'relation').map((r) =>
      compact({ kind: textOf(r.type), name: textOf(r.product) }),
    ),
    copies: copies === undefined ? undefined : /^(true|yes|1)$/i.test(copies),
    copyRequest: link(take('press-copy-request'), 'press-copy-request'),
  });
  for (const key of Object.keys(gamePress))
    if (Array.isArray(gamePress[key]) && !gamePress[key].length) delete gamePress[key];
  if (Object.keys(gamePress).length) entry.press = gamePress;
  const widgets = take('widgets');
  if (widgets)
    report.push(
      `${where('widgets')}: store widgets are other sites' frames: give each store as a platform with its link`,
    );
  unused(data, used, where, report);
  return { kind: 'game', slug, entry, report, copies: pictures.copies };
}

/**
 * The studio's fields from a <company>.
 * @param {Record<string, any>} data
 * @param {(key: string) => any} take
 * @param {(at: string) => string} where
 * @param {string[]} report
 * @param {(value: unknown, at: string) => string | undefined} link
 * @param {(outer: string, inner: string) => Record<string, any>[]} list
 * @param {(o: Record<string, unknown>) => Record<string, any>} compact
 */
function readStudio(data, take, where, report, link, list, compact) {
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
    ...list('histories', 'history').map((h) =>
      compact({ header: textOf(h.header) || 'History', text: textOf(h.text) }),
    ),
    ...abouts(list),
  ];
  for (const key of ['analytics', 'monetization-permission']) {
    if (take(key) !== undefined)
      report.push(
        `${where(key)}: ${key === 'analytics' ? 'the site sends nothing to another origin' : 'no such field in the kit'}: not placed`,
      );
  }
  return compact({
    basedIn: textOf(take('based-in')) || 'Unknown',
    founded: founded ?? '01/01/2000',
    website: link(take('website'), 'website'),
    pressContact: mail ?? 'press@example.com',
    phone: textOf(take('phone')),
    address: list('address', 'line').length ? list('address', 'line').map(textOf) : undefined,
    socials: list('socials', 'social').flatMap((s, i) => {
      const href = link(s.link, `socials/social[${i + 1}]/link`);
      return href ? [{ name: textOf(s.name), link: href }] : [];
    }),
    description:
      textOf(take('description')) ||
      (report.push(`${where('description')}: empty: written as "About the studio", write it`),
      'About the studio'),
    histories: histories.length ? histories : undefined,
  });
}

/**
 * A line for each element the import did not read.
 * @param {Record<string, any>} data @param {Set<string>} used
 * @param {(at: string) => string} where @param {string[]} report
 */
function unused(data, used, where, report) {
  for (const key of Object.keys(data)) {
    if (!used.has(key)) report.push(`${where(key)}: no such field in the kit: not placed`);
  }
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
 * @param {(outer: string, inner: string) => Record<string, any>[]} list
 */
const abouts = (list) =>
  list('abouts', 'about').flatMap((a) => {
    const header = textOf(a.title) || textOf(a.header) || 'About';
    const text = textOf(a.description) || textOf(a.text);
    return text ? [{ header, text }] : [];
  });

/** Elements only a company file has (presskit()'s company file is rooted at <game> too). */
const COMPANY_ONLY = ['founding-date', 'based-in', 'press-contact', 'address', 'socials'];

/** A picture the catalogue takes, by its name. */
const PICTURE = /\.(jpe?g|png|webp)$/i;
/** At most this many screenshots (lib/content/schema.mjs MAX_SCREENSHOTS). */
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
