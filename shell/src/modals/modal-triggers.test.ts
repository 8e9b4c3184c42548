/** The situations that open modal kinds: registration → first deposit; convert reminder; web-push prompt. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaBus, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import type { SiteConfigGroups } from '@arena/domain';
import { createModalStack, type ModalStack } from './modal-registry.ts';
import { connectModalTriggers, REGISTRATION_SIGN_IN_WINDOW_MS, type TriggerDeps } from './modal-triggers.ts';

let bus: ArenaBus;
let stack: ModalStack;
let opened: string[];
let now: number;
let path: string;
let flags: Record<string, boolean>;
let session: Map<string, string>;
let convertStatus: ReturnType<typeof vi.fn>;
let askable: boolean;
let disconnect: () => void;

const USER = { userId: 7, login: 'p', banLevel: 0, banVersion: 0 };

beforeEach(() => {
  bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE) as ArenaBus;
  stack = createModalStack();
  opened = [];
  bus.subscribe('modal:open', (p) => {
    opened.push(p.kind);
    stack.open(p);
  });
  now = 1_000_000;
  path = '/en/';
  flags = {};
  session = new Map();
  askable = true;
  convertStatus = vi.fn(async () => ({ status: 2 }));
  const deps: TriggerDeps = {
    bus,
    stack,
    config: () => ({ features: { statistics: true, confirmTerms: true, flags } }) as unknown as SiteConfigGroups,
    convertStatus: convertStatus as unknown as TriggerDeps['convertStatus'],
    session: { getItem: (k) => session.get(k) ?? null, setItem: (k, v) => void session.set(k, v) },
    canAskWebPush: () => askable,
    pathname: () => path,
    now: () => now,
  };
  disconnect = connectModalTriggers(deps);
});
afterEach(() => disconnect());

const signIn = () => {
  bus.setState('user', USER);
  bus.emit('auth:login', { user: USER });
};

describe('registration → first deposit', () => {
  it('a sign-in while the registration modal is open opens registration-first-deposit', () => {
    bus.emit('modal:open', { kind: 'registration' });
    signIn();
    expect(opened).toEqual(['registration', 'registration-first-deposit']);
  });

  it('a sign-in right after the registration modal closed (one-click "continue") counts too; a later one does not', () => {
    bus.emit('modal:open', { kind: 'registration' });
    stack.close({ kind: 'registration' });
    now += REGISTRATION_SIGN_IN_WINDOW_MS - 1;
    signIn();
    expect(opened).toContain('registration-first-deposit');
    opened = [];
    bus.setState('user', null);
    now += REGISTRATION_SIGN_IN_WINDOW_MS * 3;
    signIn();
    expect(opened).toEqual([]);
  });

  it('a sign-in on the registration page opens it; a plain login elsewhere does not', () => {
    path = '/ru/registration/full';
    signIn();
    expect(opened).toEqual(['registration-first-deposit']);
    opened = [];
    path = '/ru/user/login';
    bus.setState('user', null);
    signIn();
    expect(opened).toEqual([]);
  });
});

describe('convert-account reminder (spec §4)', () => {
  it('is off unless the config flag is on', async () => {
    signIn();
    await Promise.resolve();
    expect(convertStatus).not.toHaveBeenCalled();
  });

  it('status 2 opens convert-additional-account, status 1 convert-main-account, once per user per session', async () => {
    flags = { convertAccountReminder: true };
    signIn();
    await vi.waitFor(() => expect(opened).toEqual(['convert-additional-account']));
    expect(convertStatus).toHaveBeenCalledTimes(1);
    bus.setState('user', null);
    bus.setState('user', USER);
    await Promise.resolve();
    expect(convertStatus).toHaveBeenCalledTimes(1);
    convertStatus.mockResolvedValueOnce({ status: 1 });
    bus.setState('user', { ...USER, userId: 8 });
    await vi.waitFor(() => expect(opened).toEqual(['convert-additional-account', 'convert-main-account']));
  });

  it('status 0 opens nothing', async () => {
    flags = { convertAccountReminder: true };
    convertStatus.mockResolvedValueOnce({ status: 0 });
    signIn();
    await vi.waitFor(() => expect(convertStatus).toHaveBeenCalled());
    await Promise.resolve();
    expect(opened).toEqual([]);
  });
});

describe('web-push prompt', () => {
  it('opens web-push-agree for a player when the flag is on and the browser can still be asked', () => {
    flags = { webPushPrompt: true };
    signIn();
    expect(opened).toEqual(['web-push-agree']);
  });

  it('does not open once answered (or with the flag off)', () => {
    flags = { webPushPrompt: true };
    askable = false;
    signIn();
    expect(opened).toEqual([]);
  });
});
