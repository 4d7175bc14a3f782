/**
 * Trailers and the screenshot viewer, before and after hydration alike: shipped as a small
 * inline script after the page's media (components/media/media-script.tsx), so a press
 * works from the first paint, while Next's runtime waits for intent. Events are answered
 * by delegation on the window, so one run serves every page a client navigation reaches.
 *
 * React renders the slots this fills (the player's frame, the viewer's picture and count)
 * empty with dangerouslySetInnerHTML, which hydration never compares, and this only sets
 * attributes React renders once and never changes (hidden, src), so hydration keeps them.
 *
 * Serialised with toString (lib/inline-script.ts): each must not reach anything outside itself.
 */
export function runTrailers(): void {
  const win: Window & { trailersRunning?: boolean } = window;
  if (win.trailersRunning) return;
  win.trailersRunning = true;
  const doc = win.document;

  // A trailer: the press creates the host's player in place of the poster, focused. A
  // document reached by a client navigation keeps the policy it was loaded with, which
  // allows no player frame: then the page is loaded as itself and the play button focused.
  const allowsFrom = (origin: string) => {
    const meta = doc.querySelector<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy"]');
    const frames = /(?:^|;)\s*frame-src ([^;]*)/.exec(meta?.content ?? '');
    return !meta || (frames?.[1] ?? '').split(' ').includes(origin);
  };
  const play = (button: HTMLButtonElement) => {
    const origin = button.dataset.origin ?? '';
    if (!allowsFrom(origin)) {
      win.location.hash = button.id;
      win.location.reload();
      return;
    }
    const slot = doc.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!slot) return;
    const frame = doc.createElement('iframe');
    frame.src = button.dataset.src ?? '';
    frame.title = button.dataset.title ?? '';
    frame.className = slot.dataset.frameClass ?? '';
    // fullscreen here, not allowfullscreen beside it: the allow attribute wins, and says so.
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    slot.replaceChildren(frame);
    slot.hidden = false;
    button.hidden = true;
    frame.focus();
  };
  const reloaded = win.location.hash.slice(1);
  if (reloaded) {
    const button = doc.getElementById(reloaded);
    if (button instanceof HTMLButtonElement && button.dataset.origin) button.focus();
  }

  doc.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLButtonElement>('button[data-trailer-play]');
    if (button) play(button);
  });
  // A video of ours: the page's language's captions on as it starts, unless the visitor
  // chose a track (any track showing) or turned them off after.
  doc.addEventListener(
    'play',
    (event) => {
      const video = event.target;
      if (!(video instanceof HTMLVideoElement) || !video.dataset.captions) return;
      const tracks = Array.from(video.textTracks);
      const wanted = tracks.find((track) => track.language === video.dataset.captions);
      if (wanted && !tracks.some((track) => track.mode === 'showing')) wanted.mode = 'showing';
      delete video.dataset.captions;
    },
    true,
  );
}

/** The screenshot viewer: a gallery's links open their pictures in its dialog, in turn. */
export function runViewer(): void {
  const win: Window & { viewerRunning?: boolean } = window;
  if (win.viewerRunning) return;
  win.viewerRunning = true;
  const doc = win.document;

  // The viewer: a native modal dialog (focus held inside, Escape closes it), one per
  // gallery, showing the gallery's links' pictures in turn.
  let opener: HTMLElement | null = null;
  let items: HTMLAnchorElement[] = [];
  let current = 0;
  const viewerOf = (element: Element) =>
    doc.getElementById(element.closest<HTMLElement>('[data-gallery]')?.dataset.gallery ?? '');
  const show = (dialog: HTMLElement, index: number) => {
    current = (index + items.length) % items.length;
    const link = items[current];
    const slot = dialog.querySelector<HTMLElement>('[data-viewer-picture]');
    const picture = link?.querySelector('picture, img');
    if (!link || !slot || !picture) return;
    // The thumbnail's own sources, sized for the viewer: the browser picks the width.
    const copy = picture.cloneNode(true) as HTMLElement;
    const sizes = slot.dataset.sizes ?? '100vw';
    copy.querySelectorAll('source, img').forEach((element) => element.setAttribute('sizes', sizes));
    const image = copy instanceof HTMLImageElement ? copy : copy.querySelector('img');
    if (image) {
      image.loading = 'eager';
      image.className = slot.dataset.imageClass ?? '';
    }
    slot.replaceChildren(copy);
    const position = dialog.querySelector<HTMLElement>('[data-viewer-position]');
    if (position) {
      position.textContent = (dialog.dataset.position ?? '')
        .replace('{current}', String(current + 1))
        .replace('{total}', String(items.length));
    }
  };
  const open = (link: HTMLAnchorElement) => {
    const dialog = viewerOf(link);
    const gallery = link.closest('[data-gallery]');
    if (!(dialog instanceof HTMLDialogElement) || !gallery) return false;
    items = Array.from(gallery.querySelectorAll<HTMLAnchorElement>('a[data-gallery-item]'));
    opener = link;
    show(dialog, items.indexOf(link));
    dialog.showModal();
    return true;
  };
  doc.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const dialog = event.target.closest<HTMLDialogElement>('dialog[data-viewer]');
    if (dialog) {
      const control = event.target.closest<HTMLElement>('[data-viewer-step], [data-viewer-close]');
      if (control?.dataset.viewerStep) show(dialog, current + Number(control.dataset.viewerStep));
      // The close button, or a click on the backdrop (the dialog itself, outside its box).
      else if (control || event.target === dialog) dialog.close();
      return;
    }
    const link = event.target.closest<HTMLAnchorElement>('a[data-gallery-item]');
    // A click meant for a new tab or window keeps the link's own behaviour.
    const plain = !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
    if (link && plain && event.button === 0 && open(link)) event.preventDefault();
  });
  // Closed by Escape, the button or the backdrop: focus goes back to the thumbnail.
  doc.addEventListener(
    'close',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.matches('dialog[data-viewer]'))
        return;
      const slot = event.target.querySelector('[data-viewer-picture]');
      slot?.replaceChildren();
      opener?.focus();
      opener = null;
    },
    true,
  );
}

/**
 * The viewer's arrow keys and swipes: each presses the dialog's own previous or next button,
 * so the viewer moves its picture in one place (runViewer).
 */
export function runViewerGestures(): void {
  const win: Window & { viewerGestures?: boolean } = window;
  if (win.viewerGestures) return;
  win.viewerGestures = true;
  const doc = win.document;
  // Mirrored where the page reads right to left: there the next picture is to the left.
  const towards = (dialog: Element, side: 'left' | 'right') =>
    (side === 'right') !== (win.getComputedStyle(dialog).direction === 'rtl') ? 1 : -1;

  const step = (dialog: Element, by: number) =>
    dialog.querySelector<HTMLButtonElement>(`[data-viewer-step="${by}"]`)?.click();

  doc.addEventListener('keydown', (event) => {
    const dialog =
      event.target instanceof Element ? event.target.closest('dialog[data-viewer]') : null;
    if (!(dialog instanceof HTMLDialogElement) || !dialog.open) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(dialog, towards(dialog, event.key === 'ArrowLeft' ? 'left' : 'right'));
    }
  });
  // Swipe: a touch that travels sideways further than it does up or down.
  let start: { x: number; y: number } | null = null;
  doc.addEventListener('pointerdown', (event) => {
    const inViewer = event.target instanceof Element && event.target.closest('dialog[data-viewer]');
    start =
      inViewer && event.pointerType !== 'mouse' ? { x: event.clientX, y: event.clientY } : null;
  });
  doc.addEventListener('pointerup', (event) => {
    const dialog =
      event.target instanceof Element ? event.target.closest('dialog[data-viewer]') : null;
    if (!start || !(dialog instanceof HTMLDialogElement)) return;
    const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
    start = null;
    // A finger moving left brings the next picture in from the right (mirrored in RTL).
    if (Math.abs(dx) > 40 && Math.abs(dx) > Math.abs(dy)) {
      step(dialog, towards(dialog, dx < 0 ? 'right' : 'left'));
    }
  });
}
