/*
 * Arena page loader, step 2: runs after import-map-overrides wrote its override map into the page and
 * before SystemJS reads the maps. An override may only point at this site or at an origin listed in
 * <meta name="arena-script-origins"> (the import map's origins and ARENA_OVERRIDE_ORIGINS, the same
 * list the Content-Security-Policy allows). Any other override is dropped from the page's map, with a
 * console warning, so the default module loads instead of a blocked one; the CSP refuses it anyway.
 * An override pointing at one of this site's own vendor builds (/dist/vendor/…) is dropped too: such a
 * pin (left by the devtools panel) outlives the next vendor deploy, and the page then loads two Reacts
 * and the shell crashes (issue 29, finding 5). A developer who wants another React or single-spa points
 * the override at their own server (an allowed origin), which is kept.
 */
(function () {
  'use strict';
  var meta = document.querySelector('meta[name="arena-script-origins"]');
  var patterns = ((meta && meta.getAttribute('content')) || '').split(/\s+/).filter(Boolean);

  function defaultPort(protocol) {
    return protocol === 'https:' ? '443' : '80';
  }

  // One CSP-style origin: scheme://host[:port|:*], host optionally "*.domain".
  function matches(pattern, url) {
    var m = /^(https?):\/\/(\*\.)?([^:/]+)(?::(\d+|\*))?$/i.exec(pattern);
    if (!m || url.protocol !== m[1].toLowerCase() + ':') return false;
    var host = m[3].toLowerCase();
    var hostOk = m[2] ? url.hostname.slice(-(host.length + 1)) === '.' + host : url.hostname === host;
    if (!hostOk) return false;
    return m[4] === '*' || (url.port || defaultPort(url.protocol)) === (m[4] || defaultPort(url.protocol));
  }

  function allowed(value) {
    var url;
    try {
      url = new URL(value, location.href);
    } catch (e) {
      return false;
    }
    if (url.origin === location.origin) return true;
    for (var i = 0; i < patterns.length; i++) if (matches(patterns[i], url)) return true;
    return false;
  }

  var api = window.importMapOverrides;
  if (!api) return;
  var overrides = api.getOverrideMap().imports;
  function ownVendorBuild(value) {
    try {
      var url = new URL(value, location.href);
      return url.origin === location.origin && url.pathname.indexOf('/dist/vendor/') === 0;
    } catch (e) {
      return false;
    }
  }
  var refused = Object.keys(overrides).filter(function (name) { return !allowed(overrides[name]) || ownVendorBuild(overrides[name]); });
  var element = document.getElementById('import-map-overrides');
  if (refused.length && element && element.textContent) {
    var map = JSON.parse(element.textContent);
    refused.forEach(function (name) {
      delete map.imports[name];
      var why = ownVendorBuild(overrides[name]) ? "a pin of this site's shared vendor build, which the import map already chooses" : 'its origin is not allowed on this site';
      console.warn('import-map-overrides: refused the override of ' + name + ' (' + overrides[name] + '): ' + why);
    });
    element.textContent = JSON.stringify(map);
  }
  // External override maps (whole maps from a URL) follow the same rule: a map on a refused origin is
  // dropped whole. A map on an allowed origin may still name modules elsewhere (issue 29, finding 5: the
  // CSP then blocked that module and the app failed instead of falling back), so SystemJS must not read it
  // itself: it is taken out of SystemJS's sight, fetched here, stripped of every entry the single-override
  // rule refuses, and put back inline; boot.js waits for this before it starts the root config.
  var external = document.querySelectorAll('script[data-is-importmap-override][src]');
  var pending = [];
  for (var j = 0; j < external.length; j++) {
    var src = external[j].getAttribute('src');
    if (!allowed(src)) {
      console.warn('import-map-overrides: refused the external override map ' + src);
      external[j].remove();
      continue;
    }
    external[j].type = 'arena-external-override-map';
    pending.push(filteredExternalMap(new URL(src, location.href).href));
  }

  // The entries of one external map that the rule allows, as absolute URLs (relative ones are relative to
  // the map's own URL, not to the page it is inlined into).
  function filteredExternalMap(mapUrl) {
    function keep(entries, where) {
      var kept = {};
      Object.keys(entries || {}).forEach(function (name) {
        var value = entries[name];
        var url = typeof value === 'string' ? absolute(value, mapUrl) : null;
        if (url && allowed(url) && !ownVendorBuild(url)) kept[name] = url;
        else console.warn('import-map-overrides: refused the entry ' + name + ' (' + value + ') of the external override map ' + mapUrl + where);
      });
      return kept;
    }
    return fetch(mapUrl)
      .then(function (response) {
        if (!response.ok) throw new Error('status ' + response.status);
        return response.json();
      })
      .then(function (map) {
        var result = { imports: keep(map && map.imports, ''), scopes: {} };
        Object.keys((map && map.scopes) || {}).forEach(function (scope) {
          var scopeUrl = absolute(scope, mapUrl);
          if (scopeUrl) result.scopes[scopeUrl] = keep(map.scopes[scope], ' (scope ' + scope + ')');
        });
        return result;
      })
      .catch(function (error) {
        console.warn('import-map-overrides: the external override map ' + mapUrl + ' could not be read (' + error.message + '); it is ignored');
        return null;
      });
  }

  function absolute(value, base) {
    try {
      return new URL(value, base).href;
    } catch (e) {
      return null;
    }
  }

  // In the maps' own order, after the page's map, so they override it as before.
  window.arenaOverrideMapsReady = Promise.all(pending).then(function (maps) {
    maps.forEach(function (map) {
      if (!map) return;
      var inline = document.createElement('script');
      inline.type = 'systemjs-importmap';
      inline.setAttribute('data-is-importmap-override', '');
      inline.textContent = JSON.stringify(map);
      document.head.appendChild(inline);
    });
  });
})();
