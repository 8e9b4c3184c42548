/*
 * Arena page loader, last step: start the root config (a served file, so the CSP needs no inline script).
 * External override maps are first read and filtered by the override guard (override-guard.js); SystemJS
 * takes in the maps it put back inline before anything is resolved.
 *
 * Over a server render the page is already drawn: the scripts' preloads (inert in the head's
 * `<template id="arena-preloads">`, index-html.ts) and the loader start once that drawing is on screen,
 * so no module download finishes ahead of the page's first paint (issue 26, LCP). A hidden tab paints
 * nothing and never runs animation frames: it starts at once.
 */
(function () {
  var preloads = document.getElementById('arena-preloads');
  var self = document.currentScript;
  var evaluateAhead = ((self && self.getAttribute('data-evaluate-ahead')) || '').split(' ').filter(Boolean);
  var started = false;

  function start() {
    if (started) return;
    started = true;
    if (preloads) document.head.appendChild(preloads.content);
    Promise.all([firstPaintLibraries(), window.arenaOverrideMapsReady])
      .then(function () {
        return System.prepareImport(true);
      })
      .then(function () {
        return evaluateInTurns(evaluateAhead);
      })
      .then(function () {
        return System.import('@arena/root-config');
      })
      .catch(function (e) {
        console.error('Arena failed to start', e);
        document.getElementById('arena-root').textContent = 'The site could not start. Please refresh the page.';
      });
  }

  // SystemJS runs the bodies of a module's whole graph in one task: the root config's took 100-180 ms at
  // Lighthouse's 4x CPU, all of it blocking (issue 26, TBT). The host names the heaviest shared modules
  // (data-evaluate-ahead, index-html.ts); each is imported here in a task of its own, one after the other,
  // so the root config's import finds them run. One that fails to load is left for that import to report.
  function evaluateInTurns(names) {
    return names.reduce(function (before, name) {
      return before.then(function () {
        return System.import(name)
          .catch(function () {})
          .then(function () {
            return new Promise(function (resolve) {
              setTimeout(resolve, 0);
            });
          });
      });
    }, Promise.resolve());
  }

  // The first-paint shared libraries in one file (index-html.ts, first-paint-bundle.ts): it must have run
  // before SystemJS asks for any of them, so each is taken from it instead of fetched. Its preload started
  // with the others, so the wait costs nothing the root config could use: every library it needs is in it.
  // A file that fails (a deploy in between, a refused integrity) costs nothing either: each library then
  // loads from its own URL as before.
  function firstPaintLibraries() {
    var link = document.getElementById('arena-first-paint-bundle');
    if (!link) return null;
    return new Promise(function (resolve) {
      var script = document.createElement('script');
      script.src = link.getAttribute('href');
      script.integrity = link.getAttribute('integrity') || '';
      script.onload = function () {
        // Its registrations are kept by name; the loader's "last anonymous registration" is the file's
        // last one and must not be taken for the next script that registers nothing.
        System.getRegister();
        resolve();
      };
      script.onerror = function () {
        resolve();
      };
      document.head.appendChild(script);
    });
  }

  if (!preloads || document.visibilityState === 'hidden') {
    start();
    return;
  }
  var Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    // The browser says when the page's content is on screen (first-contentful-paint). Two animation frames
    // were not enough: a busy machine ran them before the content's frame was presented, and the modules
    // then started ahead of the first contentful paint (seen on the casino lobby in CI).
    var observer = new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    // A page that never paints content still starts.
    setTimeout(start, 5000);
  } else {
    // No paint timing: the frame after next has painted what the parser built; the task after it runs past that paint.
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  // A tab hidden meanwhile paints nothing more and stops animation frames: start now.
  document.addEventListener('visibilitychange', start, { once: true });
})();
