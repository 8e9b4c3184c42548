/*
 * Arena page loader, step 1 (served file: the page has no inline script, so the CSP needs no
 * 'unsafe-inline'). Chooses the import-map-overrides build before SystemJS loads: the full build with
 * the devtools panel when `?devtools` was given once (remembered in localStorage), else the API-only
 * build. document.write keeps the chosen script parser-blocking, so it runs before the next step; the
 * CSP still applies to it (script-src 'self').
 */
(function () {
  'use strict';
  var self = document.currentScript;
  var full = false;
  try {
    if (new URLSearchParams(location.search).has('devtools')) localStorage.setItem('devtools', 'true');
    full = localStorage.getItem('devtools') !== null;
  } catch (e) {
    // Storage blocked: the API-only build; import-map-overrides disables itself without storage.
  }
  var src = self && self.getAttribute(full ? 'data-full' : 'data-api');
  if (src) document.write('<script src="' + src.replace(/"/g, '&quot;') + '"></script>');
})();
