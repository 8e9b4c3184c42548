/** The shell-component kinds: account conversion (backend call), cookies on mobile, web-push agreement. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from '@arena/event-bus';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
const refreshAccounts = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@arena/http', async (original) => ({ ...(await original<typeof import('@arena/http')>()), http }));
vi.mock('../../player/player.ts', () => ({ playerStore: { refreshAccounts } }));

const { ModalHost } = await import('../modal-host.tsx');
const { connectModals, modalStack } = await import('../modal-service.ts');
const { consentStore } = await import('../../consent/consent-store.ts');
const { convertPreview } = await import('./account-convert.tsx');

const STATUS_2 = { status: 2, from: { id: 3, type: 9, iso: 'USD', money: 150 }, to: { id: 1, type: 0, iso: 'RUB', money: 10000 }, rate: 90 };
let disconnect: () => void;
let notified: string[];
beforeEach(() => {
  bus.setState('language', 'en');
  disconnect = connectModals(bus);
  notified = [];
  bus.subscribe('notify', (n) => notified.push(n.text));
  http.get.mockReset();
  http.post.mockReset();
  refreshAccounts.mockClear();
});
afterEach(() => {
  cleanup();
  disconnect();
  while (modalStack.list().length) act(() => modalStack.close({}));
});

describe('convert additional / main account', () => {
  it('shows the server\'s pair and rate, posts the conversion with an Idempotency-Key, then reloads the accounts', async () => {
    http.get.mockResolvedValue(STATUS_2);
    http.post.mockResolvedValue({ success: true, message: 'Done: 900 RUB credited to the account' });
    render(<ModalHost />);
    act(() => bus.emit('modal:open', { kind: 'convert-additional-account' }));
    expect(await screen.findByText('You hold money on your USD account. You can convert it into your main account.')).toBeTruthy();
    expect(http.get).toHaveBeenCalledWith('/office-api/accounts/convert-status');
    expect(screen.getByTestId('convert-rate').textContent).toBe('Rate: 1 USD = 90 RUB');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '10' } });
    expect(screen.getByTestId('convert-receive').textContent).toBe('You receive: 900 RUB');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Convert' })));
    const [path, body, options] = http.post.mock.calls[0]!;
    expect(path).toBe('/office-api/accounts/convert');
    expect(body).toEqual({ from_id: 3, to_id: 1, amount: 10 });
    expect(Object.keys((options as { headers: Record<string, string> }).headers)).toContain('Idempotency-Key');
    expect(notified).toEqual(['Done: 900 RUB credited to the account']);
    expect(refreshAccounts).toHaveBeenCalled();
    expect(modalStack.list()).toHaveLength(0);
  });

  it('a refused conversion shows the server message and keeps the modal', async () => {
    http.get.mockResolvedValue({ ...STATUS_2, status: 1, from: { id: 1, type: 0, iso: 'RUB', money: 100 }, to: { id: 3, type: 9, iso: 'USD', money: 0 }, rate: 1 / 90 });
    http.post.mockRejectedValue(Object.assign(new Error('409'), { body: { code: 'convert_insufficient', message: 'The account does not hold enough money' } }));
    render(<ModalHost />);
    act(() => bus.emit('modal:open', { kind: 'convert-main-account' }));
    expect(await screen.findByText('You can convert money from your main account into your USD account.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Convert' })));
    expect(screen.getByRole('alert').textContent).toBe('The account does not hold enough money');
    expect(modalStack.top()?.kind).toBe('convert-main-account');
  });

  it('with nothing to convert it says so; an amount above the balance cannot be sent', async () => {
    http.get.mockResolvedValue({ status: 0, from: null, to: null, rate: null });
    render(<ModalHost />);
    act(() => bus.emit('modal:open', { kind: 'convert-main-account' }));
    expect((await screen.findByTestId('convert-nothing')).textContent).toContain('There is nothing to convert right now.');
    expect(convertPreview(1, 1 / 90)).toBe(0.01);
  });
});

describe('cookies agree on mobile', () => {
  it('records the choice (marketing off) and logs the agreement time', async () => {
    http.post.mockResolvedValue({});
    render(<ModalHost />);
    act(() => bus.emit('modal:open', { kind: 'cookies-agree-mobile' }));
    fireEvent.click(screen.getAllByRole('checkbox')[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Save choice' }));
    expect(consentStore.snapshot()).toMatchObject({ functional: true, marketing: false });
    expect(http.post.mock.calls[0]![0]).toBe('/web-api/user/cookies-agree');
    expect(modalStack.list()).toHaveLength(0);
  });
});

describe('web push agree', () => {
  it('"Allow" asks the browser for notification permission', async () => {
    const requestPermission = vi.fn(async () => 'granted');
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    render(<ModalHost />);
    act(() => bus.emit('modal:open', { kind: 'web-push-agree' }));
    expect(screen.getByText('Allow notifications about your bets and promotions?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Allow' })));
    expect(requestPermission).toHaveBeenCalled();
    expect(modalStack.list()).toHaveLength(0);
    vi.unstubAllGlobals();
  });

  it('a refused permission explains that notifications are blocked', async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'denied' });
    render(<ModalHost />);
    act(() => bus.emit('modal:open', { kind: 'web-push-agree' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Allow' })));
    expect(screen.getByText('Notifications are blocked in your browser settings.')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
