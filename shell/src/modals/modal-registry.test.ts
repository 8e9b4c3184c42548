import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_KINDS, modalKindSpec } from './modal-kinds.ts';
import { createModalRegistry, createModalStack } from './modal-registry.ts';

describe('modal kinds', () => {
  it('registration opens 95% wide and login full width', () => {
    expect(MODAL_KINDS.registration.size).toBe('wide95');
    expect(MODAL_KINDS.login.size).toBe('full');
  });
  it('the spec kinds include the user question and support request history modals', () => {
    expect(Object.keys(MODAL_KINDS)).toEqual(expect.arrayContaining(['user-question', 'support-request-history', 'auto-logoff', 'banker']));
  });
  it('an unknown kind falls back to the default spec', () => {
    expect(modalKindSpec('nope')).toBe(MODAL_KINDS.default);
  });
});

describe('modal registry', () => {
  it('an app registers content for a kind and can remove only its own registration', async () => {
    const registry = createModalRegistry<string>();
    const offA = registry.register('login', async () => 'A');
    const offB = registry.register('login', async () => 'B');
    offA();
    expect(await registry.loaderFor('login')!()).toBe('B');
    offB();
    expect(registry.loaderFor('login')).toBeUndefined();
  });
});

describe('modal stack', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('close without target closes the top; by kind closes that kind', () => {
    const stack = createModalStack();
    stack.open({ kind: 'login' });
    stack.open({ kind: 'alert' });
    stack.close();
    expect(stack.top()?.kind).toBe('login');
    stack.open({ kind: 'banker' });
    stack.close({ kind: 'login' });
    expect(stack.list().map((m) => m.kind)).toEqual(['banker']);
  });

  it('opening an open kind again brings it to the top without a duplicate', () => {
    const stack = createModalStack();
    stack.open({ kind: 'login' });
    stack.open({ kind: 'alert' });
    stack.open({ kind: 'login' });
    expect(stack.list().map((m) => m.kind)).toEqual(['alert', 'login']);
  });

  it('the snackbar helper auto-closes after 10 s', () => {
    const stack = createModalStack();
    stack.open({ kind: 'snackbar' });
    vi.advanceTimersByTime(9_999);
    expect(stack.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(stack.list()).toHaveLength(0);
  });
});
