import { describe, expect, it, vi } from 'vitest';
import { createRestErrorNotifier } from './rest-error-notifier.ts';
import { HttpError } from '../errors/http-error.ts';

describe('REST error notification', () => {
  it('notifies an Error as an error notification', () => {
    const emit = vi.fn();
    expect(createRestErrorNotifier(emit)(new HttpError({ status: 500, kind: 'http', url: '/x', body: { message: 'Internal error' } }))).toBe(true);
    expect(emit).toHaveBeenCalledWith({ kind: 'error', text: 'Internal error' });
  });

  it('ignores cancelled requests', () => {
    const emit = vi.fn();
    const notify = createRestErrorNotifier(emit);
    notify(new HttpError({ status: 499, kind: 'cancelled', url: '/x' }));
    notify(new DOMException('aborted', 'AbortError'));
    expect(emit).not.toHaveBeenCalled();
  });

  it('ignores non-Error values', () => {
    const emit = vi.fn();
    const notify = createRestErrorNotifier(emit);
    notify('oops');
    notify({ message: 'x' });
    notify(undefined);
    expect(emit).not.toHaveBeenCalled();
  });
});
