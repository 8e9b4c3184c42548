/*
 * Arena page loader, last step: start the root config (a served file, so the CSP needs no inline script).
 * External override maps are first read and filtered by the override guard (override-guard.js); SystemJS
 * takes in the maps it put back inline before anything is resolved.
 */
(window.arenaOverrideMapsReady || Promise.resolve())
  .then(function () {
    return System.prepareImport(true);
  })
  .then(function () {
    return System.import('@arena/root-config');
  })
  .catch(function (e) {
    console.error('Arena failed to start', e);
    document.getElementById('arena-root').textContent = 'The site could not start. Please refresh the page.';
  });
