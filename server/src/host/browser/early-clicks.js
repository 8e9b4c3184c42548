/*
 * Arena page loader, step 0 (issue 26): a server-rendered page can be clicked before its code has run.
 * A click on a button inside markup still waiting for hydration (an element marked data-arena-ssr: the
 * frame root, an app's container) is held, and clicked again on the same button once that markup's
 * owner has taken it over (the mark is removed when its React root hydrates, and React replays a click
 * on markup it is still hydrating). Links are left alone: without script they are ordinary page loads.
 */
(function () {
  'use strict';
  var MARK = 'data-arena-ssr';
  var held = [];

  // The markup still waiting for hydration that holds `node`, if any.
  function waitingOwner(node) {
    return node && node.closest ? node.closest('[' + MARK + ']') : null;
  }

  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      var button = target && target.closest ? target.closest('button') : null;
      if (!button || !event.isTrusted) return;
      var owner = waitingOwner(button);
      if (!owner) return;
      event.preventDefault();
      event.stopPropagation();
      held.push(button);
    },
    true,
  );

  new MutationObserver(function () {
    if (held.length === 0) return;
    var ready = held.filter(function (button) {
      return button.isConnected && !waitingOwner(button);
    });
    held = held.filter(function (button) {
      return button.isConnected && waitingOwner(button);
    });
    ready.forEach(function (button) {
      setTimeout(function () {
        if (button.isConnected) button.click();
      }, 0);
    });
  }).observe(document.documentElement, { attributes: true, attributeFilter: [MARK], subtree: true });
})();
