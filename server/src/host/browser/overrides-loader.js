/*
 * Arena page loader, step 1 (served file: the page has no inline script, so the CSP needs no
 * 'unsafe-inline'). Loads import-map-overrides, and the override guard after it, only for a browser that
 * uses overrides: the full build with the devtools panel when `?devtools` was given once (remembered in
 * localStorage), the API-only build when an override is stored (`import-map-override:<name>`, external
 * override maps, disabled overrides: every key of the library starts with `import-map-override`). A
 * player's browser has neither, so the page loads none of the developers' tooling (issue 26: about 9 KB
 * and two requests on every cold page). document.write keeps the chosen scripts parser-blocking, in order,
 * so they run before SystemJS; the CSP still applies to them (script-src 'self').
 */
(function () {
  'use strict';
  var self = document.currentScript;
  var full = false;
  var stored = false;
  try {
    if (new URLSearchParams(location.search).has('devtools')) localStorage.setItem('devtools', 'true');
    full = localStorage.getItem('devtools') !== null;
    for (var i = 0; i < localStorage.length && !stored; i++) stored = String(localStorage.key(i)).indexOf('import-map-override') === 0;
  } catch (e) {
    // Storage blocked: nothing to load; import-map-overrides keeps its overrides in storage.
  }
  if (!self || !(full || stored)) return;
  var attribute = function (name) {
    return (self.getAttribute(name) || '').replace(/"/g, '&quot;');
  };
  document.write('<script src="' + attribute(full ? 'data-full' : 'data-api') + '"></script><script src="' + attribute('data-guard') + '"></script>');
})();
