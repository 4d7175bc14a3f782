// Loaded by the editors' admin before Decap CMS (scripts/cms/admin.mjs): every text field
// Decap draws takes its direction from what is typed in it (dir="auto"), so an Arabic
// translation reads right to left while the English beside it stays left to right. Decap
// sets no direction of its own.
new MutationObserver(() => {
  for (const field of document.querySelectorAll(
    'input[type="text"]:not([dir]), textarea:not([dir]), [contenteditable="true"]:not([dir])',
  )) {
    field.setAttribute('dir', 'auto');
  }
}).observe(document.documentElement, { childList: true, subtree: true });
