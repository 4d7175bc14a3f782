// The one inline script every page carries (inlined by scripts/postbuild/hydration.mjs,
// so its SHA-256 joins the page's script-src; this file keeps the comments). Nothing of
// Next's runtime runs while the page loads: on a slow phone its start-up (about 120 KB
// of JavaScript evaluated, then hydration) is the only long work a static page has.
// 1. Until the visitor shows intent, the page is its HTML, and this script runs the
//    phone menu: it flips the toggle's aria-expanded (CSS shows the panel and picks the
//    icon), closes it on Escape and when focus or a pointer leaves the header. The
//    Navbar takes the state over when it hydrates and marks the toggle data-hydrated.
// 2. On the first sign of intent (a pointer moving or pressed, a touch, a key, focus,
//    a wheel) the payload is fetched and the runtime loaded: by the time a link is
//    chosen, navigation is usually client-side; before that it is a normal page load.
// 3. On the 404 page (it lists the routes in data-case-routes) an address that names a
//    route in another case (/Streams) is sent on to it (static hosts match by case).
(function () {
  var me = document.currentScript;
  var sources = ((me && me.getAttribute('data-scripts')) || '').split(' ').filter(Boolean);
  var payload = me && me.getAttribute('data-payload');
  var TOGGLE = '[aria-controls="site-menu"]';
  var INTENT = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'];
  // First: the toggle's listeners below stop its events, after this has seen them.
  INTENT.forEach(function (type) {
    window.addEventListener(type, onIntent, { capture: true, passive: true });
  });

  // 1. The menu before hydration. Capture on window runs before React's own listeners:
  // a tap on the toggle while hydration is under way is answered here, once, and none of
  // its events reach React, which would otherwise hydrate the whole page at once to
  // dispatch them (a long task inside the tap).
  function menuToggle() {
    var toggle = document.querySelector(TOGGLE);
    return toggle && !toggle.hasAttribute('data-hydrated') ? toggle : null;
  }
  function isOpen(toggle) {
    return toggle.getAttribute('aria-expanded') === 'true';
  }
  function setOpen(toggle, open) {
    toggle.setAttribute('aria-expanded', open ? 'true' : 'false');
  }
  var TOGGLE_EVENTS =
    'pointerdown pointerup mousedown mouseup touchstart touchend keydown keyup click';
  TOGGLE_EVENTS.split(' ').forEach(function (type) {
    window.addEventListener(
      type,
      function (event) {
        var toggle = menuToggle();
        if (!toggle || !toggle.contains(event.target)) return;
        event.stopImmediatePropagation();
        if (type === 'click') setOpen(toggle, !isOpen(toggle));
        if (type === 'keydown' && event.key === 'Escape') setOpen(toggle, false);
      },
      true,
    );
  });
  // Escape with focus in the panel (the search box, a link) closes it and refocuses the toggle.
  window.addEventListener('keydown', function (event) {
    var toggle = menuToggle();
    if (event.key !== 'Escape' || !toggle || !isOpen(toggle)) return;
    setOpen(toggle, false);
    toggle.focus();
  });
  function closeOutside(event) {
    var toggle = menuToggle();
    var header = toggle && toggle.closest('header');
    if (header && isOpen(toggle) && !header.contains(event.target)) setOpen(toggle, false);
  }
  document.addEventListener('focusin', closeOutside);
  document.addEventListener('pointerdown', closeOutside);
  window.matchMedia('(min-width: 1024px)').addEventListener('change', function (event) {
    var toggle = menuToggle();
    if (event.matches && toggle) setOpen(toggle, false);
  });

  // 2. Hydration on intent.
  var started = false;
  function addScript(src, onDone) {
    var script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = script.onerror = onDone;
    document.head.appendChild(script);
  }
  // Every chunk but the last in parallel: each one's task only compiles it and queues its
  // modules. The last, Turbopack's runtime (put last at build), then instantiates the app's
  // entry in a task of its own. Next's app bootstrap then runs self.__next_s (scripts meant
  // to run before it) one per task before it hydrates: there the modules hydration needs
  // (data-warm, found at build) are instantiated one per task, instead of all inside the
  // hydration task, which was the longest of start-up. The build hashes these scripts
  // into the page's policy (scripts/postbuild/hydration.mjs, warmScript: the same text).
  var warm = ((me && me.getAttribute('data-warm')) || '').split(' ').filter(Boolean);
  function loadRuntime() {
    var runtime = sources[sources.length - 1];
    var pending = sources.length - 1;
    var before = (self.__next_s = self.__next_s || []);
    warm.forEach(function (id) {
      before.push([
        0,
        { children: 'TURBOPACK.push({otherChunks:[],runtimeModuleIds:[' + id + ']})' },
      ]);
    });
    // Without a warm-up, an empty entry still gives hydration a task of its own (an empty
    // script is neither run nor checked by CSP).
    if (!warm.length) before.push([0, { children: '' }]);
    if (!pending) return addScript(runtime);
    sources.slice(0, -1).forEach(function (src) {
      addScript(src, function () {
        if (--pending === 0) addScript(runtime);
      });
    });
  }
  function start() {
    if (started) return;
    started = true;
    INTENT.forEach(function (type) {
      window.removeEventListener(type, onIntent, true);
    });
    if (!payload) return loadRuntime();
    // The page's Flight payload, moved out of the HTML at build: it must be in
    // self.__next_f before the runtime reads it. Without it the page stays as served.
    fetch(payload)
      .then(function (response) {
        if (!response.ok) throw new Error(response.status);
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
  function onIntent() {
    // Hydrating a half-parsed document would not match it: wait for the parser.
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', start, { once: true });
    else start();
  }

  // 3. The 404 page's case redirect.
  document.addEventListener('DOMContentLoaded', function () {
    var known = document.querySelector('[data-case-routes]');
    if (!known) return;
    var base = known.getAttribute('data-base') || '';
    var path = location.pathname;
    var inSite = path.indexOf(base) === 0 ? path.slice(base.length) : path;
    var normal = inSite.replace(/index\.html$/, '').replace(/\/+$/, '') + '/';
    var match = known
      .getAttribute('data-case-routes')
      .split(' ')
      .filter(function (route) {
        return route === normal.toLowerCase();
      })[0];
    if (match && match !== normal) location.replace(base + match + location.search + location.hash);
  });
})();
