/**
 * Measurements the WCAG tests take inside the page. installWcagProbe is handed to
 * page.addInitScript, which serialises it: it must not use anything from outside its own
 * body. Init scripts run under the page's strict CSP, which is left untouched.
 */
export type WcagProbe = {
  /** Waits two frames: focus, scrolling and content-visibility have painted. */
  settle(): Promise<void>;
  /** A short, readable name for an element in failure messages. */
  describe(el: Element | null): string;
  /** Points of the focused element (corners and centre) that something else covers. */
  obscured(): string[];
  /** Text that a clipping box (overflow hidden or clip, paint containment) cuts off. */
  clippedText(): Promise<string[]>;
  /** Pairs of text lines from different elements that paint over each other. */
  overlappingText(): Promise<string[]>;
  /** Links, buttons and inputs under 24 by 24 CSS px without the spacing 2.5.8 allows. */
  smallTargets(): string[];
  /** Shown controls that lie outside the page sideways or that no scroll brings to the pointer. */
  unreachableControls(scope?: string): Promise<string[]>;
  /** Transitions and animations longer than 0.01 s. */
  longMotion(): string[];
  /** The colour painted behind an element: the first opaque background of it or its ancestors. */
  backdrop(el: Element): string;
  /** An element's border (top side) or outline, and the colour behind the element. */
  line(
    el: Element,
    kind: 'border' | 'outline',
  ): { width: number; style: string; colour: string; backdrop: string };
};

declare global {
  interface Window {
    wcagProbe: WcagProbe;
  }
}

export function installWcagProbe() {
  const controls = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

  const shown = (el: Element) => {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && !el.closest('.sr-only');
  };

  const describe = (el: Element | null): string => {
    if (!el) return 'nothing';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 32);
    const name = el.getAttribute('aria-label') ?? text;
    const id = el.id ? `#${el.id}` : '';
    return `${el.tagName.toLowerCase()}${id}${name ? ` "${name}"` : ''}`;
  };

  const textRects = (root: Element) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const out: { node: Text; rect: DOMRect }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // A text box spans its font's whole ascent and descent; with tight leading that pokes
      // out of the line box, where no ink is. Keep the line box.
      const lineHeight = parseFloat(getComputedStyle(parent).lineHeight);
      for (const r of Array.from(range.getClientRects())) {
        if (r.width === 0 || r.height === 0) continue;
        const slack = lineHeight > 0 ? Math.max(0, (r.height - lineHeight) / 2) : 0;
        const rect = new DOMRect(r.x, r.y + slack, r.width, r.height - 2 * slack);
        out.push({ node: node as Text, rect });
      }
    }
    return out;
  };

  const clips = (style: CSSStyleDeclaration) =>
    ['hidden', 'clip'].includes(style.overflowX) ||
    ['hidden', 'clip'].includes(style.overflowY) ||
    style.contentVisibility === 'auto' ||
    /paint|strict|content/.test(style.contain);

  const settle = () =>
    new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
    );

  /**
   * Calls check once per rendering root, with that root on screen: each section that
   * content-visibility skips off screen (its size is a placeholder until it renders),
   * then the rest of the page. owns(el) says whether el belongs to the current root.
   */
  const eachRendered = async (
    check: (elements: Element[], owns: (el: Element) => boolean) => void,
  ) => {
    const all = Array.from(document.querySelectorAll('body *'));
    const lazy = all.filter((el) => getComputedStyle(el).contentVisibility === 'auto');
    const rootOf = (el: Element) => lazy.find((root) => root.contains(el)) ?? null;
    for (const root of [...lazy, null]) {
      if (root) root.scrollIntoView({ block: 'start' });
      else scrollTo(0, 0);
      await settle();
      const owns = (el: Element) => rootOf(el) === root;
      check(all.filter(owns), owns);
    }
    scrollTo(0, 0);
  };

  /**
   * Runs measure with every section laid out as it shows once scrolled to. A section that
   * content-visibility skips keeps its placeholder size while its controls take their own
   * boxes, which then overlap the next section's (a footer link on a card's button): what a
   * geometry check across the whole page would read as clashes no visitor sees, or miss.
   */
  const allRendered = <T>(measure: () => T): T => {
    const lazy = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
      (el) => getComputedStyle(el).contentVisibility === 'auto',
    );
    // A style property set through the CSSOM, which the page's policy allows.
    lazy.forEach((el) => (el.style.contentVisibility = 'visible'));
    try {
      return measure();
    } finally {
      lazy.forEach((el) => el.style.removeProperty('content-visibility'));
    }
  };

  /** smallTargets() over the page as it is laid out now. */
  const smallTargetsNow = () => {
    const targets = Array.from(document.querySelectorAll('a[href], button, input')).filter(
      (el) => shown(el) && !el.classList.contains('sr-only'),
    );
    const rects = targets.map((el) => el.getBoundingClientRect());
    const out: string[] = [];
    targets.forEach((el, i) => {
      const r = rects[i]!;
      if (r.width >= 24 - 0.01 && r.height >= 24 - 0.01) return;
      // Inline exception: a link inside a sentence is sized by the text around it.
      const parent = el.parentElement;
      const inSentence =
        getComputedStyle(el).display === 'inline' &&
        !!parent &&
        Array.from(parent.childNodes).some(
          (n) => n !== el && n.nodeType === Node.TEXT_NODE && n.textContent!.trim(),
        );
      if (inSentence) return;
      // Spacing exception: a 24 px circle on its centre meets no other target nor its circle.
      const [cx, cy] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
      const clash = rects.some((o, j) => {
        if (j === i) return false;
        const nx = Math.max(o.left, Math.min(cx, o.right));
        const ny = Math.max(o.top, Math.min(cy, o.bottom));
        const small = o.width < 24 || o.height < 24;
        const reach = small ? 24 : 12;
        return Math.hypot(nx - cx, ny - cy) < reach;
      });
      if (clash) out.push(`${describe(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
    });
    return out;
  };

  window.wcagProbe = {
    settle,

    describe,

    obscured() {
      const el = document.activeElement;
      if (!el || el === document.body) return [];
      const r = el.getBoundingClientRect();
      // Corners inside the shape: a rounded corner shows what lies behind the box's corner.
      const radius = Math.min(
        parseFloat(getComputedStyle(el).borderTopLeftRadius) || 0,
        r.height / 2,
        r.width / 2,
      );
      const inset = 2 + radius * (1 - Math.SQRT1_2);
      const points = [
        [r.left + inset, r.top + inset],
        [r.right - inset, r.top + inset],
        [r.left + inset, r.bottom - inset],
        [r.right - inset, r.bottom - inset],
        [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
      ];
      const covered: string[] = [];
      for (const [x, y] of points as [number, number][]) {
        if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) {
          covered.push(`(${Math.round(x)}, ${Math.round(y)}) outside the viewport`);
          continue;
        }
        const top = document.elementFromPoint(x, y);
        // Its own content, or an ancestor where a rounded corner leaves the box: not covered.
        if (!top || el.contains(top) || top.contains(el)) continue;
        covered.push(`(${Math.round(x)}, ${Math.round(y)}) under ${describe(top)}`);
      }
      return covered;
    },

    async clippedText() {
      const out: string[] = [];
      await eachRendered((elements) => {
        for (const box of elements) {
          const style = getComputedStyle(box);
          if (!clips(style) || !shown(box) || box.classList.contains('sr-only')) continue;
          const b = box.getBoundingClientRect();
          const left = b.left + box.clientLeft;
          const top = b.top + box.clientTop;
          const right = left + box.clientWidth;
          const bottom = top + box.clientHeight;
          for (const { node, rect } of textRects(box)) {
            if (
              rect.left < left - 1 ||
              rect.right > right + 1 ||
              rect.top < top - 1 ||
              rect.bottom > bottom + 1
            ) {
              out.push(`"${node.textContent!.trim().slice(0, 40)}" cut by ${describe(box)}`);
              break;
            }
          }
          // text-overflow: ellipsis draws inside the box although the text runs on.
          if (style.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth + 1) {
            out.push(`${describe(box)} ends in an ellipsis`);
          }
        }
      });
      return [...new Set(out)];
    },

    async overlappingText() {
      const lines: ReturnType<typeof textRects> = [];
      await eachRendered((_, owns) => {
        // Page coordinates: each root is measured at its own scroll position.
        for (const line of textRects(document.body)) {
          if (!owns(line.node.parentElement!)) continue;
          const r = line.rect;
          lines.push({
            node: line.node,
            rect: new DOMRect(r.x + scrollX, r.y + scrollY, r.width, r.height),
          });
        }
      });
      const out: string[] = [];
      for (let i = 0; i < lines.length; i += 1) {
        for (let j = i + 1; j < lines.length; j += 1) {
          const [a, b] = [lines[i]!, lines[j]!];
          if (a.node.parentElement === b.node.parentElement) continue;
          const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
          const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
          // Line boxes may touch; glyphs painting over each other overlap by more.
          if (w > 2 && h > Math.min(a.rect.height, b.rect.height) * 0.25) {
            out.push(
              `"${a.node.textContent!.trim().slice(0, 30)}" and "${b.node.textContent!.trim().slice(0, 30)}"`,
            );
          }
        }
      }
      return out;
    },

    smallTargets() {
      return allRendered(smallTargetsNow);
    },

    async unreachableControls(scope = 'body') {
      const root = document.querySelector(scope)!;
      const out: string[] = [];
      for (const el of Array.from(root.querySelectorAll(controls))) {
        if (!shown(el) || el.classList.contains('sr-only')) continue;
        el.scrollIntoView({ block: 'center', inline: 'center' });
        await window.wcagProbe.settle();
        const r = el.getBoundingClientRect();
        const page = r.left + scrollX;
        if (page < -1 || page + r.width > document.documentElement.clientWidth + 1) {
          out.push(`${describe(el)} lies outside the page sideways`);
          continue;
        }
        const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
        if (!hit || !(el.contains(hit) || hit.contains(el))) {
          out.push(`${describe(el)} is under ${describe(hit)}`);
        }
      }
      scrollTo(0, 0);
      return out;
    },

    longMotion() {
      const seconds = (list: string) =>
        Math.max(
          ...list
            .split(',')
            .map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v))),
        );
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll('*'))) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(el, pseudo);
          const transition = seconds(style.transitionDuration) + seconds(style.transitionDelay);
          const animation = style.animationName === 'none' ? 0 : seconds(style.animationDuration);
          if (transition > 0.01 || animation > 0.01) {
            out.push(
              `${describe(el)}${pseudo ?? ''}: transition ${transition}s, animation ${animation}s`,
            );
          }
        }
      }
      return out;
    },

    line(el, kind) {
      const style = getComputedStyle(el);
      const prefix = kind === 'border' ? 'border-top' : 'outline';
      return {
        width: parseFloat(style.getPropertyValue(`${prefix}-width`)),
        style: style.getPropertyValue(`${prefix}-style`),
        colour: style.getPropertyValue(`${prefix}-color`),
        backdrop: window.wcagProbe.backdrop(el.parentElement!),
      };
    },

    backdrop(el) {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        const alpha = colour.match(/rgba\(.*,\s*([\d.]+)\)/);
        if (!alpha || parseFloat(alpha[1]!) > 0.5) return colour;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    },
  };
}
