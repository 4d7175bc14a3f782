// Starts Next's client runtime once the page has loaded and painted: the banner,
// fonts and styles get the network and the main thread first, and hydration (the
// navbar's menu) follows. Inlined into every page by scripts/postbuild/hydration.mjs (so its
// SHA-256 joins the page's script-src); this file keeps the comments.
(function () {
  var me = document.currentScript;
  var sources = ((me && me.getAttribute('data-scripts')) || '').split(' ').filter(Boolean);
  var payload = me && me.getAttribute('data-payload');
  var started = false;
  function loadRuntime() {
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    });
  }
  function start() {
    if (started) return;
    started = true;
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
  function afterFirstPaint(callback) {
    // A hidden tab never paints: do not hold hydration back for longer than this.
    setTimeout(callback, 3000);
    if (!('PerformanceObserver' in window)) return callback();
    try {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect();
          setTimeout(callback, 0);
        }
      }).observe({ type: 'paint', buffered: true });
    } catch {
      callback();
    }
  }
  function onLoad() {
    afterFirstPaint(start);
  }
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
})();
