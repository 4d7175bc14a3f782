// Loaded by the editors' admin before Decap CMS (scripts/cms/admin.mjs): while an editor is in
// a publishAt or expireAt field, a note at the foot of the page reads the instant typed in
// UTC and in the editor's own time zone, so an embargo is not set an hour off (Decap's own
// date picker shows local time and saves UTC: decap-cms #7319). The note is the page's, not
// Decap's: React never finds a node of ours among its own. The field is described by it.
(() => {
  // Decap names each field's input `<name>-field-<n>` (EditorControl's uniqueFieldId).
  const FIELD = /^(publishAt|expireAt)-field-/;
  const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
  const DAY = /^\d{4}-\d{2}-\d{2}$/;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const note = document.createElement('p');
  note.id = 'instant-times';
  note.setAttribute('role', 'status');
  note.style.cssText =
    'position:fixed;inset-inline:0;bottom:0;margin:0;padding:0.5rem 1rem;background:#1f2122;color:#fff;font:600 14px/1.4 system-ui,sans-serif;z-index:1000';
  note.hidden = true;

  /** What the typed text names, in UTC and the editor's zone, or why the build refuses it. */
  const read = (/** @type {string} */ text) => {
    const value = text.trim();
    if (!value) return 'No moment: shown from the next build on, and kept.';
    const at = DAY.test(value)
      ? new Date(`${value}T00:00:00Z`)
      : INSTANT.test(value)
        ? new Date(value)
        : null;
    if (!at || Number.isNaN(at.getTime())) {
      return `"${value}" is no instant the build takes: write it with its offset, like 2027-03-10T15:00:00Z.`;
    }
    const when = (/** @type {string} */ timeZone) =>
      new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone,
      }).format(at);
    return `${when('UTC')} UTC, ${when(zone)} your time (${zone}).`;
  };

  const show = (/** @type {EventTarget | null} */ target) => {
    if (!(target instanceof HTMLInputElement) || !FIELD.test(target.id)) return;
    if (!note.isConnected) document.body.append(note);
    const name = target.id.startsWith('publishAt') ? 'Published' : 'Leaves the site';
    note.textContent = `${name}: ${read(target.value)}`;
    note.hidden = false;
    target.setAttribute('aria-describedby', note.id);
  };
  document.addEventListener('focusin', (event) => show(event.target));
  document.addEventListener('input', (event) => show(event.target));
  document.addEventListener('focusout', (event) => {
    if (event.target instanceof HTMLInputElement && FIELD.test(event.target.id)) note.hidden = true;
  });
})();
