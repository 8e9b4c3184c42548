/**
 * The frame over a server render (issue 26): the frame root keeps its waiting mark (data-arena-ssr) until
 * the frame has committed and its page services (the coupon's coupon:add listener) run, so the page's
 * early-click step replays a held price into a coupon that listens.
 */
import { useEffect } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { FRAME_ROOT_ID, takeFramePaint, useFramePaintRelease } from './server-paint.ts';

const MARK = 'data-arena-ssr';

afterEach(() => document.body.replaceChildren());

it('the frame hydrates once, and taking the paint leaves the root marked as waiting', () => {
  const root = document.createElement('div');
  root.id = FRAME_ROOT_ID;
  root.setAttribute(MARK, '');
  document.body.append(root);
  expect(takeFramePaint()).toBe(true);
  expect(root.hasAttribute(MARK), 'still waiting while React hydrates the frame').toBe(true);
  expect(takeFramePaint(), 'a later mount renders').toBe(false);
});

it('the mark comes off after the effects declared before the release (the page services) ran', async () => {
  const frame = document.createElement('div');
  frame.id = FRAME_ROOT_ID;
  frame.setAttribute(MARK, '');
  const host = document.createElement('div');
  document.body.append(frame, host);
  const seen: boolean[] = [];
  function Frame() {
    useEffect(() => {
      seen.push(frame.hasAttribute(MARK));
    }, []);
    useFramePaintRelease();
    return null;
  }
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = createRoot(host);
  await act(async () => root.render(<Frame />));
  expect(seen, 'the page services ran while the frame still waited').toEqual([true]);
  expect(frame.hasAttribute(MARK)).toBe(false);
  await act(async () => root.unmount());
});
