import {
  BRAND_KEYS,
  brandTheme,
  checkBrand,
  fromHsl,
  pullHue,
  readBrand,
  themeRules,
  toHsl,
} from '@/lib/brand/brand.mjs';
import { brandFile } from '@/lib/brand/brand.schema.mjs';
import { contrastRatio } from '@/lib/brand/contrast.mjs';

const names = { name: 'Nova Arcade', companyName: 'Nova Arcade Studios' };
// The design's own pink (docs/design.md), as the shipped data/brand.json names it; spelt out so
// a checkout with another brand still checks that the design is reproduced.
const design = { name: 'Lumenrift', companyName: 'Lumenrift Interactive', accent: '#e75e8d' };
const themeFor = (accent: string, more: Record<string, unknown> = {}) =>
  brandTheme(checkBrand({ ...names, accent, ...more }));

describe("the design's own accent", () => {
  it('reproduces the design tokens exactly', () => {
    const { colours, glow, gem, art } = brandTheme(checkBrand(design));
    expect(colours).toMatchObject({
      page: '#1f2122',
      surface: '#27292a',
      card: '#1f2122',
      raised: '#333638',
      accent: {
        DEFAULT: '#e75e8d',
        hover: '#ec6090',
        ink: '#f07aa2',
        mark: '#e75e8d',
        label: '#1f2122',
      },
      heading: '#ffffff',
      body: '#b0b0b0',
    });
    expect(glow).toBe('0 10px 30px -10px rgb(231 94 141 / 0.55)');
    expect(gem).toEqual({ light: '#ff9cc4', dark: '#e75e8d', facet: '#1f2122' });
    expect(art.degrees).toBe(0);
  });

  it('measures every pairing the design uses, at the ratios the design notes quote', () => {
    const { pairings } = brandTheme(checkBrand(design)).schemes.dark;
    const ratio = (fgToken: string, bgToken: string) =>
      pairings.find((p) => p.fgToken === fgToken && p.bgToken === bgToken)?.ratio;
    expect(ratio('accent-ink', 'surface')).toBeCloseTo(5.58, 2);
    expect(ratio('accent-label', 'accent')).toBeCloseTo(4.91, 2);
    expect(ratio('accent-mark', 'surface')).toBeCloseTo(4.44, 2);
    expect(pairings.every((p) => p.ratio >= p.min)).toBe(true);
  });
});

describe('derived shades keep WCAG AA for any reasonable accent', () => {
  it.each([
    ['a sky blue', '#3ba7ff'],
    ['a dark navy', '#1d3b8a'],
    ['a forest green', '#2e7d32'],
    ['a signal yellow', '#ffd000'],
    ['pure red', '#ff0000'],
    ['a mid grey', '#808080'],
    ['black', '#000000'],
    ['white', '#ffffff'],
  ])('%s (%s)', (_label, accent) => {
    for (const { colours, pairings } of Object.values(themeFor(accent).schemes)) {
      const { page, surface, raised } = colours;
      for (const background of [page, surface, raised]) {
        expect(contrastRatio(colours.accent.ink, background)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(colours.body, background)).toBeGreaterThanOrEqual(4.5);
      }
      for (const background of [page, surface]) {
        expect(contrastRatio(colours.accent.mark, background)).toBeGreaterThanOrEqual(3);
      }
      for (const fill of [colours.accent.DEFAULT, colours.accent.hover]) {
        expect(contrastRatio(colours.accent.label, fill)).toBeGreaterThanOrEqual(4.5);
      }
      expect(pairings.filter((p) => p.ratio < p.min)).toEqual([]);
    }
  });

  it('keeps an accent that already reaches 3:1 as the ring, and lightens one that does not', () => {
    expect(themeFor('#3ba7ff').colours.accent.mark).toBe('#3ba7ff');
    const navy = themeFor('#1d3b8a').colours.accent;
    expect(navy.mark).not.toBe('#1d3b8a');
    expect(toHsl(navy.mark)[0]).toBeCloseTo(toHsl('#1d3b8a')[0], 0);
    // White on navy reads; the dark page colour would not.
    expect(navy.label).toBe('#ffffff');
  });

  it('keeps a grey accent grey', () => {
    const { accent } = themeFor('#808080').colours;
    for (const shade of [accent.hover, accent.ink, accent.mark]) expect(toHsl(shade)[1]).toBe(0);
  });

  it('moves the art from the design pink toward the accent, or toward artHue when given', () => {
    const pink = toHsl('#e75e8d')[0];
    expect(themeFor('#3ba7ff').art).toEqual({ lead: pink, degrees: toHsl('#3ba7ff')[0] - pink });
    // The short way round: from 339° to 120° is +141°, not -219°.
    expect(themeFor('#3ba7ff', { artHue: 120 }).art.degrees).toBeCloseTo(120 + 360 - pink);
  });

  it('stops on surfaces no text can read on, naming the theme, the key, the pairing and the ratio', () => {
    expect(() => themeFor('#3ba7ff', { dark: { page: '#1f2122', surface: '#e0e0e0' } })).toThrow(
      'data/brand.json: dark theme, dark.surface #e0e0e0: headings (heading #ffffff on surface #e0e0e0) reach 1.32:1, WCAG AA needs 4.5:1',
    );
    expect(() => themeFor('#3ba7ff', { light: { page: '#666666' } })).toThrow(
      /^data\/brand\.json: light theme, light\.page #666666: headings \(heading #000000 on page #666666\) reach [0-4]\.\d\d:1, WCAG AA needs 4\.5:1$/,
    );
  });

  it('builds a light brand: a white page, a light grey surface, a deep blue accent', () => {
    const theme = themeFor('#1d3b8a', { page: '#ffffff', surface: '#f0f0f0', scheme: 'light' });
    const { light, dark } = theme.schemes;
    expect(light.colours).toMatchObject({ page: '#ffffff', surface: '#f0f0f0' });
    // The first frame's theme (manifest, icons) is the light one; dark is derived from it.
    expect(theme.colours.page).toBe('#ffffff');
    expect(contrastRatio(light.colours.heading, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark.colours.page, '#ffffff')).toBeGreaterThan(10);
    for (const { pairings } of [light, dark])
      expect(pairings.filter((p) => p.ratio < p.min)).toEqual([]);
  });

  it("keeps Lumenrift's dark theme exactly and gives it the design's light one", () => {
    const { dark, light } = brandTheme(checkBrand(design)).schemes;
    expect(dark.colours.heading).toBe('#ffffff');
    expect(light.colours).toMatchObject({ page: '#f2f3f5', surface: '#ffffff', card: '#ffffff' });
    // The accent deepens for small text on white; the fills stay the brand's.
    expect(light.colours.accent.DEFAULT).toBe('#e75e8d');
    expect(contrastRatio(light.colours.accent.ink, '#f2f3f5')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light.colours.accent.ink, '#e75e8d')).toBeGreaterThan(1.2);
  });
});

describe('HSL maths', () => {
  it('round-trips the design colours and known hues', () => {
    for (const colour of ['#e75e8d', '#ec6090', '#f07aa2', '#1f2122', '#3ba7ff', '#000000'])
      expect(fromHsl(toHsl(colour))).toBe(colour);
    expect(toHsl('#ff0000')).toEqual([0, 1, 0.5]);
    expect(toHsl('#00ff00')[0]).toBe(120);
    expect(toHsl('#0000ff')[0]).toBe(240);
  });

  it('pulls the accent family all the way, the colours ahead part way, the rest not at all', () => {
    const lead = toHsl('#e75e8d')[0];
    const toBlue = toHsl('#3ba7ff')[0] - lead; // about -132°
    const hue = (colour: string) => toHsl(pullHue(colour, lead, toBlue))[0];
    expect(hue('#e75e8d')).toBeCloseTo(toHsl('#3ba7ff')[0], 0); // the pink becomes the blue
    expect(hue('#4a1a6b')).toBeGreaterThan(200); // a violet sky, 64° ahead: into blue
    expect(hue('#4a1a6b')).toBeLessThan(toHsl('#4a1a6b')[0]);
    expect(pullHue('#ffd36e', lead, toBlue)).toBe('#ffd36e'); // the warm sun, behind: kept
    expect(pullHue('#37e2ff', lead, toBlue)).toBe('#37e2ff'); // cyan, 150° ahead: kept
    expect(pullHue('#e75e8d', lead, 0)).toBe('#e75e8d');
    expect(pullHue('#808080', lead, toBlue)).toBe('#808080');
    // Lightness and saturation stay: only the hue moves.
    const [, s0, l0] = toHsl('#4a1a6b');
    const [, s1, l1] = toHsl(pullHue('#4a1a6b', lead, toBlue));
    expect(s1).toBeCloseTo(s0, 2);
    expect(l1).toBeCloseTo(l0, 2);
  });
});

describe('the brand file is checked key by key', () => {
  const error = (raw: unknown) => () => checkBrand(raw);
  it("describes every key its schema takes, and takes the editor's $schema line", () => {
    expect(Object.keys(BRAND_KEYS).sort()).toEqual(
      Object.keys(brandFile.shape)
        .filter((key) => !key.startsWith('$'))
        .sort(),
    );
    const named = { name: 'A', companyName: 'B', accent: '#fff' };
    expect(checkBrand({ $schema: './brand.schema.json', ...named })).toEqual(checkBrand(named));
  });
  it('names the file, the key and what is expected', () => {
    expect(error({ companyName: 'A', accent: '#fff' })).toThrow(
      'data/brand.json: name is missing: expected a non-empty string of at most 40 characters',
    );
    expect(error({ name: '  ', companyName: 'A', accent: '#fff' })).toThrow(
      'data/brand.json: name is "  ": expected a non-empty string',
    );
    expect(error({ name: 'A', companyName: 'B', accent: 'blue' })).toThrow(
      'data/brand.json: accent is "blue": expected a hex colour like #3ba7ff',
    );
    expect(error({ name: 'A', companyName: 'B' })).toThrow(
      'data/brand.json: accent is missing: expected a hex colour',
    );
    expect(error({ name: 'A', companyName: 'B', accent: '#fff', page: '#12345' })).toThrow(
      'data/brand.json: page is "#12345": expected a hex colour',
    );
    expect(error({ name: 'A', companyName: 'B', accent: '#fff', colour: '#fff' })).toThrow(
      'data/brand.json: colour is no such key: expected one of name, companyName, accent, dark, light, scheme, switch, search, page, surface, artHue, storeCampaign, markets, newsletter, maxFileMiB, overLimit',
    );
    expect(error({ name: 'A', companyName: 'B', accent: '#fff', search: 'yes' })).toThrow(
      'data/brand.json: search is "yes": expected true or false',
    );
    expect(error({ name: 'A', companyName: 'B', accent: '#fff', artHue: 400 })).toThrow(
      'data/brand.json: artHue is 400: expected a whole number of degrees from 0 to 359',
    );
    const named = { name: 'A', companyName: 'B', accent: '#fff' };
    expect(error({ ...named, markets: { de: ['europa'] } })).toThrow(
      'data/brand.json: markets.de[0] is "europa": expected one of "north-america", "europe"',
    );
    expect(error({ ...named, markets: { fr: ['europe'] } })).toThrow(
      'data/brand.json: markets.fr is no such key: expected one of en, de, ja, ar',
    );
    expect(error({ ...named, markets: { ja: ['japan', 'japan'] } })).toThrow(
      'data/brand.json: markets.ja is ["japan","japan"]: expected each region once',
    );
    expect(
      error({ ...named, newsletter: { action: 'http://news.example/', email: 'email' } }),
    ).toThrow(
      'data/brand.json: newsletter.action is "http://news.example/": expected an https: address, where the provider takes the form',
    );
    expect(error({ ...named, newsletter: { link: 'https://news.example/', email: 'x' } })).toThrow(
      /^data\/brand\.json: newsletter is .*: expected an object with link/,
    );
    const form = { action: 'https://news.example/s', email: 'EMAIL', hidden: { u: '1' } };
    expect(checkBrand({ ...named, newsletter: form }).newsletter).toEqual(form);
    expect(checkBrand({ ...named, markets: { de: ['europe'] } }).markets).toEqual({
      de: ['europe'],
    });
    expect(error(['A'])).toThrow('data/brand.json: (the file) is ["A"]: expected an object');
    expect(() => readBrand('{ "name": ')).toThrow(/^data\/brand\.json: not valid JSON \(/);
    // The app imports the file too, and the bundler's JSON import refuses the mark: named here.
    expect(() => readBrand('\ufeff{ "name": "A", "companyName": "B", "accent": "#fff" }')).toThrow(
      /^data\/brand\.json: saved with a byte-order mark \(EF BB BF\)/,
    );
    expect(() =>
      readBrand('{ "name": "A", "name": "B", "companyName": "C", "accent": "#fff" }'),
    ).toThrow(
      'data/brand.json: name is written twice in one object (the second at line 1, column 16): expected each key once',
    );
    expect(() => readBrand(Buffer.from('{ "name": "Caf\xe9" }', 'latin1'))).toThrow(
      'data/brand.json: byte 0xE9 at line 1, column 15 is not UTF-8: expected the file saved as UTF-8',
    );
  });

  it('writes colours as #rrggbb and fills the optional keys with the design', () => {
    expect(error({ name: ' Nova', companyName: 'B', accent: '#fff' })).toThrow(
      'data/brand.json: name is " Nova": expected a non-empty string of at most 40 characters, no spaces around it',
    );
    expect(checkBrand({ name: 'Nova', companyName: 'B', accent: '#3BF' })).toEqual({
      name: 'Nova',
      companyName: 'B',
      accent: '#33bbff',
      dark: { page: '#1f2122', surface: '#27292a' },
      light: { page: '#f2f3f5', surface: '#ffffff' },
      scheme: 'system',
      switch: true,
      search: false,
    });
    expect(error({ name: 'A', companyName: 'B', accent: '#fff', scheme: 'dusk' })).toThrow(
      'data/brand.json: scheme is "dusk": expected one of "system", "light", "dark"',
    );
    expect(
      error({ name: 'A', companyName: 'B', accent: '#fff', light: { page: '#fff', ink: 1 } }),
    ).toThrow('data/brand.json: light.ink is no such key: expected one of page, surface');
  });
});

describe('the rules that pick a theme', () => {
  const rulesFor = (more: Record<string, unknown>) =>
    themeRules(brandTheme(checkBrand({ ...design, ...more })));

  it('follows the system, then a stored choice, when the brand says system', () => {
    const rules = rulesFor({});
    expect(rules[':root']).toMatchObject({ '--colour-page': '31 33 34', 'color-scheme': 'dark' });
    expect(rules['@media (prefers-color-scheme: light)']).toEqual({
      ':root': expect.objectContaining({ '--colour-page': '242 243 245', 'color-scheme': 'light' }),
    });
    expect(rules[':root[data-theme="dark"]']).toEqual(rules[':root']);
    expect(rules[':root[data-theme="light"]']).toMatchObject({ '--colour-page': '242 243 245' });
  });

  it('locks the page to its scheme when the brand turns the switch off', () => {
    const rules = rulesFor({ scheme: 'light', switch: false });
    expect(rules[':root']).toMatchObject({ 'color-scheme': 'light' });
    expect(
      Object.keys(rules).filter((selector) => /data-theme|prefers-color-scheme/.test(selector)),
    ).toEqual([]);
  });
});
