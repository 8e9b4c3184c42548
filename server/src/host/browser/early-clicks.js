/*
 * Arena page loader, step 0 (issue 26): a server-rendered page can be clicked before its code has run.
 * A click on a button inside markup still waiting for hydration (an element marked data-arena-ssr: the
 * frame root, an app's container) is held, and replayed exactly once when no waiting markup holds that
 * button any more. Owners take the mark off after their React root has committed (create-arena-app.tsx,
 * the shell's server-paint.ts), so until then React never sees the click, and the replay is the only one.
 * The held button is remembered by a key (its test id or its path from the nearest id) as well as by node:
 * markup that hydration re-created holds a new button, which the key finds (the old node is detached).
 * Links are left alone: without script they are ordinary page loads.
 */
(function () {
  'use strict';
  var MARK = 'data-arena-ssr';
  if (window.__arenaEarlyClicks) return; // a second copy would hold, and replay, every click twice
  window.__arenaEarlyClicks = true;
  var held = [];
  var replaying = false;

  // The markup still waiting for hydration that holds `node`, if any.
  function waitingOwner(node) {
    return node.closest('[' + MARK + ']');
  }

  function attributeIs(name, value) {
    return value ? '[' + name + '="' + value.replace(/["\\]/g, '\\$&') + '"]' : '';
  }

  // A selector for `button` that also matches its re-created copy, and which of its matches it is.
  function keyOf(button) {
    var selector = attributeIs('data-testid', button.getAttribute('data-testid'));
    for (var node = button; !selector; node = node.parentElement) {
      selector = node.id ? attributeIs('id', node.id) : node.parentElement ? '' : ':root';
    }
    var path = '';
    for (node = button; !node.matches(selector); node = node.parentElement) {
      path = ' > :nth-child(' + (Array.prototype.indexOf.call(node.parentElement.children, node) + 1) + ')' + path;
    }
    selector += path;
    return { selector: selector, index: Array.prototype.indexOf.call(document.querySelectorAll(selector), button) };
  }

  // The button a held click belongs to now: the same node while it is in the page, else its re-created copy.
  function resolve(entry) {
    return entry.node.isConnected ? entry.node : document.querySelectorAll(entry.key.selector)[entry.key.index] || null;
  }

  document.addEventListener(
    'click',
    function (event) {
      if (replaying) return;
      var target = event.target;
      var button = target && target.closest ? target.closest('button') : null;
      if (!button || !waitingOwner(button)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push({ node: button, key: keyOf(button) });
    },
    true,
  );

  function replayReady() {
    var waiting = document.querySelector('[' + MARK + ']');
    held = held.filter(function (entry) {
      var button = resolve(entry);
      if (button && waitingOwner(button)) return true;
      if (!button) return Boolean(waiting); // gone: its copy may still come with markup that is waiting
      // Out of the list before the click, so nothing replays it a second time; clicked after the task that
      // took the mark off, resolved again then (the owner's commit may have replaced the node meanwhile).
      setTimeout(function () {
        var now = resolve(entry);
        if (!now || waitingOwner(now)) return void held.push(entry);
        replaying = true;
        try {
          now.click();
        } finally {
          replaying = false;
        }
      }, 0);
      return false;
    });
  }

  new MutationObserver(function () {
    if (held.length > 0) replayReady();
  }).observe(document.documentElement, { attributes: true, attributeFilter: [MARK], subtree: true });
})();
