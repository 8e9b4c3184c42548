import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationQueue, normalizeNotification } from './notification-queue.ts';

describe('notification groups', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('default group shows at most 3; the fourth waits and moves up when one leaves', () => {
    const queue = createNotificationQueue();
    for (const text of ['a', 'b', 'c', 'd']) queue.push({ kind: 'default', text });
    expect(queue.snapshot().visible.default.map((n) => n.text)).toEqual(['a', 'b', 'c']);
    expect(queue.snapshot().waiting).toBe(1);
    queue.dismiss(queue.snapshot().visible.default[0]!.id);
    expect(queue.snapshot().visible.default.map((n) => n.text)).toEqual(['b', 'c', 'd']);
  });

  it('maintenance group shows at most 1', () => {
    const queue = createNotificationQueue();
    queue.push({ kind: 'warning', group: 'maintenance', text: 'm1' });
    queue.push({ kind: 'warning', group: 'maintenance', text: 'm2' });
    expect(queue.snapshot().visible.maintenance.map((n) => n.text)).toEqual(['m1']);
  });

  it('shadow group shows at most 1 and does not use the default slots', () => {
    const queue = createNotificationQueue();
    queue.push({ kind: 'info', group: 'shadow', text: 's1' });
    queue.push({ kind: 'info', group: 'shadow', text: 's2' });
    for (const text of ['a', 'b', 'c']) queue.push({ kind: 'default', text });
    expect(queue.snapshot().visible.shadow).toHaveLength(1);
    expect(queue.snapshot().visible.default).toHaveLength(3);
  });

  it('non-permanent notifications hide after the auto-hide delay; permanent ones stay', () => {
    const queue = createNotificationQueue(1000);
    queue.push({ kind: 'default', text: 'short' });
    queue.push({ kind: 'default', text: 'stays', permanent: true });
    vi.advanceTimersByTime(999);
    expect(queue.snapshot().visible.default).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(queue.snapshot().visible.default.map((n) => n.text)).toEqual(['stays']);
  });

  it('a repeated id replaces the earlier notification', () => {
    const queue = createNotificationQueue();
    queue.push({ kind: 'default', text: 'old', id: 'x' });
    queue.push({ kind: 'default', text: 'new', id: 'x' });
    expect(queue.snapshot().visible.default.map((n) => n.text)).toEqual(['new']);
  });
});

describe('notification defaults', () => {
  it("error gets the default title 'main error'", () => {
    expect(normalizeNotification({ kind: 'error', text: 'x' }).titleKey).toBe('main_error');
  });
  it("success gets the default title 'done'", () => {
    expect(normalizeNotification({ kind: 'success', text: 'x' }).titleKey).toBe('done');
  });
  it('info gets a default OK button', () => {
    expect(normalizeNotification({ kind: 'info', text: 'x' }).buttons).toEqual([{ labelKey: 'ok', action: 'close' }]);
  });
  it("a sender's own title wins over the default", () => {
    const n = normalizeNotification({ kind: 'error', text: 'x', title: 'Bet rejected' });
    expect(n.title).toBe('Bet rejected');
    expect(n.titleKey).toBeUndefined();
  });
  it('default kind gets no title and no buttons; group defaults to default', () => {
    const n = normalizeNotification({ kind: 'default', text: 'x' });
    expect(n).toMatchObject({ group: 'default', buttons: [] });
    expect(n.titleKey).toBeUndefined();
  });
});
