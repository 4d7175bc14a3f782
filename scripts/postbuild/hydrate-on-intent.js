// The inline loader of HYDRATION=intent (inlined by scripts/postbuild/hydration.mjs, so
// its SHA-256 joins the page's script-src; this file keeps the comments). Nothing of
// Next's runtime runs while the page loads: on a slow phone its start-up (the framework's
// JavaScript evaluated, then hydration) is the only long work a static page has. Until
// the visitor shows intent the page is its HTML; the phone menu works all the same (its
// own inline script, lib/site-menu.ts). On the first sign of intent (a pointer moving or
// pressed, a touch, a key, focus, a wheel) the payload is fetched and the runtime loaded:
// by the time a link is chosen, navigation is usually client-side.
(function () {
  var me = document.currentScript;
  /** @param {string} name */
  var attribute = function (name) {
    return ((me && me.getAttribute(name)) || '').split(' ').filter(Boolean);
  };
  var sources = attribute('data-scripts');
  var payload = me && me.getAttribute('data-payload');
  // Scripts for Next to run one per task before it hydrates (the module warm-up): their
  // text comes from the build, which hashed each into the page's policy.
  var warm = attribute('data-warm');
  // Modules the page preloads (Pagefind's loader): fetched with the runtime, not before.
  var modules = attribute('data-modules');
  var INTENT = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'];
  INTENT.forEach(function (type) {
    window.addEventListener(type, onIntent, { capture: true, passive: true });
  });
  // A page the runtime draws (the search results) starts it without intent, in the task
  // after its first frame: none of the runtime's requests delays that paint.
  if (me && me.getAttribute('data-start') === 'painted') {
    whenParsed(function () {
      requestAnimationFrame(function () {
        setTimeout(start);
      });
    });
  }

  /** @param {string} src @param {() => void} [onDone] */
  function addScript(src, onDone) {
    var script = document.createElement('script');
    script.src = src;
    script.async = true;
    // @ts-expect-error with no onDone the handlers stay unset: the DOM takes undefined as null.
    script.onload = script.onerror = onDone;
    document.head.appendChild(script);
  }
  // Every chunk but the last in parallel: each one's task only compiles it and queues its
  // modules. The last, Turbopack's runtime (put last at build), then instantiates the app's
  // entry in a task of its own. Next's bootstrap runs self.__next_s one entry per task
  // before it hydrates: the warm-up scripts there instantiate the modules hydration needs
  // one per task, instead of all inside the hydration task. Without a warm-up, an empty
  // entry still gives hydration a task of its own (an empty script is neither run nor
  // checked by CSP).
  function loadRuntime() {
    var runtime = sources[sources.length - 1];
    var pending = sources.length - 1;
    var before = (self.__next_s = self.__next_s || []);
    warm.forEach(function (text) {
      before.push([0, { children: text }]);
    });
    if (!warm.length) before.push([0, { children: '' }]);
    // Every byte here ships in every page, so no guard: the post-build step writes this
    // loader only for a page with runtime tags, and `runtime` is the last of them.
    // @ts-expect-error sources is never empty (see above).
    if (!pending) return addScript(runtime);
    sources.slice(0, -1).forEach(function (src) {
      addScript(src, function () {
        // @ts-expect-error as above: the last of a non-empty list.
        if (--pending === 0) addScript(runtime);
      });
    });
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    INTENT.forEach(function (type) {
      window.removeEventListener(type, onIntent, true);
    });
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    if (!payload) return loadRuntime();
    // The page's Flight payload, moved out of the HTML at build: it must be in
    // self.__next_f before the runtime reads it. Without it the page stays as served.
    fetch(payload)
      .then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        return response.text();
      })
      .then(function (text) {
        (self.__next_f = self.__next_f || []).push([1, text]);
        loadRuntime();
      })
      .catch(function (error) {
        // The page stays as served (readable, links work); say why it did not hydrate.
        console.error(
          'Hydration skipped: ' + payload + ' could not be loaded (' + error.message + ')',
        );
      });
  }
  /** @param {() => void} then */
  function whenParsed(then) {
    // Hydrating a half-parsed document would not match it: wait for the parser.
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', then, { once: true });
    else then();
  }
  function onIntent() {
    whenParsed(start);
  }
})();
