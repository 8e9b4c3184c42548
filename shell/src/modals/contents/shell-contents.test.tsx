/** The shell-component kinds: account conversion (backend call), cookies on mobile, web-push agreement. */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from '@arena/event-bus';
import { IDEMPOTENCY_HEADER } from '@arena/http';
import { renderApp, type RouteTable } from '@arena/testing';
import { wellFormedAnswer } from '@arena/contracts/answer-checks/testing';

const refreshAccounts = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../player/player.ts', () => ({ playerStore: { refreshAccounts } }));

const { ModalHost } = await import('../modal-host.tsx');
const { connectModals, modalStack } = await import('../modal-service.ts');
const { consentStore } = await import('../../consent/consent-store.ts');
const { convertPreview } = await import('./account-convert.tsx');

const STATUS_2 = { status: 2, from: { id: 3, type: 9, iso: 'USD', money: 150 }, to: { id: 1, type: 0, iso: 'RUB', money: 10000 }, rate: 90 };
const STATUS = '/office-api/accounts/convert-status';
const CONVERT = '/office-api/accounts/convert';
const renderHost = (http: RouteTable = {}) => renderApp(<ModalHost />, { session: {}, http });
let disconnect: () => void;
beforeEach(() => {
  disconnect = connectModals(bus);
  refreshAccounts.mockClear();
});
afterEach(() => {
  disconnect();
  while (modalStack.list().length) act(() => modalStack.close({}));
});

describe('convert additional / main account', () => {
  it('shows the server\'s pair and rate, posts the conversion with an Idempotency-Key, then reloads the accounts', async () => {
    const app = await renderHost({ [`GET ${STATUS}`]: { body: STATUS_2 }, [`POST ${CONVERT}`]: { body: wellFormedAnswer('convertAnswer', { success: true, message: 'Done: 900 RUB credited to the account' }) } });
    act(() => bus.emit('modal:open', { kind: 'convert-additional-account' }));
    expect(await screen.findByText('You hold money on your USD account. You can convert it into your main account.')).toBeTruthy();
    expect(app.http.callsTo(STATUS)).toHaveLength(1);
    expect(screen.getByTestId('convert-rate').textContent).toBe('Rate: 1 USD = 90 RUB');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '10' } });
    expect(screen.getByTestId('convert-receive').textContent).toBe('You receive: 900 RUB');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Convert' })));
    const [sent] = app.http.callsTo(CONVERT);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ from_id: 3, to_id: 1, amount: 10 });
    expect(sent?.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toBeTruthy();
    expect(app.emitted('notify').map((n) => n.text)).toEqual(['Done: 900 RUB credited to the account']);
    expect(refreshAccounts).toHaveBeenCalled();
    expect(modalStack.list()).toHaveLength(0);
  });

  it('a conversion answer without what was credited is refused: the player reads why, no success is announced (issue 27)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await renderHost({ [`GET ${STATUS}`]: { body: STATUS_2 }, [`POST ${CONVERT}`]: { body: { success: true, message: 'Done: 900 RUB credited to the account' } } });
    act(() => bus.emit('modal:open', { kind: 'convert-additional-account' }));
    await screen.findByTestId('convert-rate');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Convert' })));
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot trust/);
    expect(app.emitted('notify')).toEqual([]);
    expect(refreshAccounts).not.toHaveBeenCalled();
    expect(modalStack.list()).toHaveLength(1);
    logged.mockRestore();
  });

  it('a refused conversion shows the server message and keeps the modal', async () => {
    await renderHost({
      [`GET ${STATUS}`]: { body: { ...STATUS_2, status: 1, from: { id: 1, type: 0, iso: 'RUB', money: 100 }, to: { id: 3, type: 9, iso: 'USD', money: 0 }, rate: 1 / 90 } },
      [`POST ${CONVERT}`]: { status: 409, body: { code: 'convert_insufficient', message: 'The account does not hold enough money' } },
    });
    act(() => bus.emit('modal:open', { kind: 'convert-main-account' }));
    expect(await screen.findByText('You can convert money from your main account into your USD account.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Convert' })));
    expect(screen.getByRole('alert').textContent).toBe('The account does not hold enough money');
    expect(modalStack.top()?.kind).toBe('convert-main-account');
  });

  it('with nothing to convert it says so; an amount above the balance cannot be sent', async () => {
    await renderHost({ [`GET ${STATUS}`]: { body: { status: 0, from: null, to: null, rate: null } } });
    act(() => bus.emit('modal:open', { kind: 'convert-main-account' }));
    expect((await screen.findByTestId('convert-nothing')).textContent).toContain('There is nothing to convert right now.');
    expect(convertPreview(1, 1 / 90)).toBe(0.01);
  });
});

describe('cookies agree on mobile', () => {
  it('records the choice (marketing off) and logs the agreement time', async () => {
    const app = await renderHost({ 'POST /web-api/user/cookies-agree': { body: { ok: true, cookiesAgreeTime: 1 } } });
    act(() => bus.emit('modal:open', { kind: 'cookies-agree-mobile' }));
    fireEvent.click(screen.getAllByRole('checkbox')[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Save choice' }));
    expect(consentStore.snapshot()).toMatchObject({ functional: true, marketing: false });
    expect(app.http.callsTo('/web-api/user/cookies-agree').map((call) => call.method)).toEqual(['POST']);
    expect(modalStack.list()).toHaveLength(0);
  });
});

describe('web push agree', () => {
  it('"Allow" asks the browser for notification permission', async () => {
    const requestPermission = vi.fn(async () => 'granted');
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    await renderHost();
    act(() => bus.emit('modal:open', { kind: 'web-push-agree' }));
    expect(screen.getByText('Allow notifications about your bets and promotions?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Allow' })));
    expect(requestPermission).toHaveBeenCalled();
    expect(modalStack.list()).toHaveLength(0);
    vi.unstubAllGlobals();
  });

  it('a refused permission explains that notifications are blocked', async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'denied' });
    await renderHost();
    act(() => bus.emit('modal:open', { kind: 'web-push-agree' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Allow' })));
    expect(screen.getByText('Notifications are blocked in your browser settings.')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
