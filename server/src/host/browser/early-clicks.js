/*
 * Arena page loader, step 0 (issue 26): a server-rendered page can be used before its code has run.
 * What the player does to markup still waiting for hydration (an element marked data-arena-ssr: the frame
 * root, an app's container) is kept, and handed to the page once no waiting markup holds that control any
 * more. Owners take the mark off after their React root has committed (create-arena-app.tsx, the shell's
 * server-paint.ts), so until then React never sees it, and the hand-over is the only one:
 * - a click on a button, a checkbox or radio, or a label of one, is held (cancelled: the browser sets a
 *   checkbox or radio back) and replayed exactly once. Hydration would otherwise keep a box the app's state
 *   says is not checked, or a re-render would undo it.
 * - what is typed into a text field or picked in a select is left to the browser (nothing the player types
 *   is blocked or lost), remembered, and given to the app afterwards as an input and a change of that value:
 *   hydration keeps (or re-creates without) the value, and the app's state never heard of it.
 * The control is remembered by a key (its test id or its path from the nearest id) as well as by node:
 * markup that hydration re-created holds a new control, which the key finds (the old node is detached).
 * Links are left alone: without script they are ordinary page loads. So are clicks on text fields (they
 * only focus) and on selects (opening one is the browser's).
 */
(function () {
  'use strict';
  var MARK = 'data-arena-ssr';
  if (window.__arenaEarlyClicks) return; // a second copy would hold, and replay, every click twice
  window.__arenaEarlyClicks = true;
  // In the player's order: { node, key } for a held click, { node, key, value, focused } for a field's value.
  var held = [];
  // Entries out of `held` whose owner is done, to be replayed in the next task.
  var due = [];
  var replaying = false;
  // Input types a click acts with (checks, or submits): every other input holds a value that is typed.
  var CLICKED_INPUT = /^(checkbox|radio|submit|reset|button|image)$/;

  // The markup still waiting for hydration that holds `node`, if any.
  function waitingOwner(node) {
    return node.closest('[' + MARK + ']');
  }

  function attributeIs(name, value) {
    return value ? '[' + name + '="' + value.replace(/["\\]/g, '\\$&') + '"]' : '';
  }

  // A selector for `control` that also matches its re-created copy, and which of its matches it is.
  function keyOf(control) {
    var selector = attributeIs('data-testid', control.getAttribute('data-testid'));
    for (var node = control; !selector; node = node.parentElement) {
      selector = node.id ? attributeIs('id', node.id) : node.parentElement ? '' : ':root';
    }
    var path = '';
    for (node = control; !node.matches(selector); node = node.parentElement) {
      path = ' > :nth-child(' + (Array.prototype.indexOf.call(node.parentElement.children, node) + 1) + ')' + path;
    }
    selector += path;
    return { selector: selector, index: Array.prototype.indexOf.call(document.querySelectorAll(selector), control) };
  }

  // The control a held entry belongs to now: the same node while it is in the page, else its re-created copy.
  function resolve(entry) {
    return entry.node.isConnected ? entry.node : document.querySelectorAll(entry.key.selector)[entry.key.index] || null;
  }

  // The element a click on `target` acts with, when the click is to be held: a button, a checkbox, radio or
  // input button, or a label of one (its click is what checks its control, so the label is replayed).
  function clickedControl(target) {
    var node = target && target.closest ? target.closest('a[href], button, input, select, textarea, label') : null;
    var control = node && node.tagName === 'LABEL' ? node.control : node;
    if (!control) return null;
    return control.tagName === 'BUTTON' || (control.tagName === 'INPUT' && CLICKED_INPUT.test(control.type)) ? node : null;
  }

  function isValueField(node) {
    var tag = node.tagName;
    return tag === 'SELECT' || tag === 'TEXTAREA' || (tag === 'INPUT' && !CLICKED_INPUT.test(node.type) && node.type !== 'file');
  }

  // A select's value as the options picked (one, or several in a multiple select); a text field's text.
  function valueOf(field) {
    if (field.tagName !== 'SELECT') return field.value;
    return Array.prototype.filter.call(field.options, function (option) { return option.selected; }).map(function (option) { return option.value; });
  }

  document.addEventListener(
    'click',
    function (event) {
      if (replaying) return;
      var control = clickedControl(event.target);
      if (!control || !waitingOwner(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push({ node: control, key: keyOf(control) });
    },
    true,
  );

  // Typing and picking go on as usual; the field's latest value is remembered, in the place of its last edit.
  function rememberValue(event) {
    var field = event.target;
    if (replaying || !field || !field.closest || !isValueField(field)) return;
    var value = valueOf(field);
    // Typed again after the owner took the mark off, before the hand-over: the app has that, and it is what is handed over.
    for (var i = 0; i < due.length; i += 1) if (due[i].node === field) return void (due[i].value = value);
    if (!waitingOwner(field)) return;
    held = held.filter(function (entry) { return entry.node !== field; });
    held.push({ node: field, key: keyOf(field), value: value, focused: document.activeElement === field });
  }
  document.addEventListener('input', rememberValue, true);
  document.addEventListener('change', rememberValue, true);

  // Gives the app the value the player left in a field, as an input and a change of it. The value as last
  // edited, not as the field shows it now: a render of the app since may have set it back.
  function giveValue(entry, field) {
    var value = entry.value;
    if (field.tagName === 'SELECT') {
      Array.prototype.forEach.call(field.options, function (option) { option.selected = value.indexOf(option.value) >= 0; });
    } else {
      // The caret stays where the player has it (selectionStart is null for fields without one).
      var caret = document.activeElement === field && typeof field.selectionStart === 'number' ? [field.selectionStart, field.selectionEnd] : null;
      // React (like other form libraries) keeps the value it last saw through the field's own `value`
      // property, and reports a change only when the field's value differs from it: so it is told another
      // value first, and the player's is set through the prototype's setter, as typing sets it.
      field.value = value === '' ? ' ' : '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
      if (caret) field.setSelectionRange(caret[0], caret[1]);
    }
    // A field hydration re-created lost the focus the player typed in; give it back unless it went elsewhere.
    if (entry.focused && !entry.node.isConnected && (!document.activeElement || document.activeElement === document.body)) field.focus();
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }

  function replay(entry) {
    var now = resolve(entry);
    if (!now || waitingOwner(now)) return void held.push(entry);
    replaying = true;
    try {
      if ('value' in entry) giveValue(entry, now);
      else now.click();
    } finally {
      replaying = false;
    }
  }

  function replayReady() {
    var waiting = document.querySelector('[' + MARK + ']');
    var scheduled = due.length > 0;
    held = held.filter(function (entry) {
      var control = resolve(entry);
      if (control && waitingOwner(control)) return true;
      if (!control) return Boolean(waiting); // gone: its copy may still come with markup that is waiting
      due.push(entry);
      return false;
    });
    // Out of `held` before they are replayed, so nothing replays them a second time; replayed after the task
    // that took the mark off, each resolved again then (the owner's commit may have replaced the node
    // meanwhile), and all in one task: a replayed click re-renders the app, which sets a typed field back to
    // the state's value until its own replay, and the page must not paint in between.
    if (!scheduled && due.length > 0) {
      setTimeout(function () {
        var batch = due;
        due = [];
        batch.forEach(replay);
      }, 0);
    }
  }

  new MutationObserver(function () {
    if (held.length > 0) replayReady();
  }).observe(document.documentElement, { attributes: true, attributeFilter: [MARK], subtree: true });
})();
