/**
 * Each text kind renders its real content and its buttons do what they say: navigate to the named page
 * (single-spa navigation, language kept), open the next kind, or close. Expectations are written out
 * here, independent of the kinds table, so a wrong path or a dead button fails.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bus } from '@arena/event-bus';
import { renderApp, type AppWorldOptions } from '@arena/testing';
import { ModalHost } from './modal-host.tsx';
import { connectModals, modalStack } from './modal-service.ts';

type Expect = { button: string } & ({ goesTo: string } | { opens: string } | { closes: true });

const CASES: ReadonlyArray<{ kind: string; text: RegExp; expects: Expect[] }> = [
  { kind: 'registration-first-deposit', text: /Make your first deposit now and get a bonus/, expects: [
    { button: 'Make a deposit', goesTo: '/en/office/recharge' }, { button: 'Set limits', opens: 'set-limits' }, { button: 'Later', closes: true }] },
  { kind: 'registration-request-sent', text: /Your request has been sent/, expects: [{ button: 'OK', closes: true }] },
  { kind: 'alert-with-link', text: /Details are in the rules/, expects: [{ button: 'OK', closes: true }] },
  { kind: 'with-controls', text: /Choose what to do next/, expects: [{ button: 'OK', closes: true }] },
  { kind: 'welcome', text: /Welcome to Arena/, expects: [{ button: 'Go to the line', goesTo: '/en/line' }, { button: 'Make a deposit', goesTo: '/en/office/recharge' }] },
  { kind: 'paybills-out-of-service', text: /temporarily out of service/, expects: [{ button: 'Other payment methods', goesTo: '/en/office/recharge' }, { button: 'OK', closes: true }] },
  { kind: 'auto-logoff', text: /after a period of inactivity/, expects: [{ button: 'Log in', opens: 'login' }, { button: 'OK', closes: true }] },
  { kind: 'banker', text: /included in every combination of a system bet/, expects: [{ button: 'OK', closes: true }] },
  { kind: 'insights', text: /head-to-head/, expects: [{ button: 'Open statistics', goesTo: '/en/statistic' }, { button: 'Results', goesTo: '/en/results' }] },
  { kind: 'new-site-information', text: /We have updated the site/, expects: [{ button: 'OK', closes: true }] },
  { kind: 'auth-bonus', text: /A bonus is waiting for you/, expects: [{ button: 'My bonuses', goesTo: '/en/office/bonuses/deposit' }, { button: 'Later', closes: true }] },
  { kind: 'set-limits', text: /Play responsibly/, expects: [{ button: 'Set limits', goesTo: '/en/office/responsible' }, { button: 'Not now', closes: true }] },
  { kind: 'team-cash', text: /withdraw your winnings/, expects: [{ button: 'Make a deposit', goesTo: '/en/office/recharge' }, { button: 'Withdraw', goesTo: '/en/office/deduce' }] },
  { kind: 'mobile-cash', text: /mobile phone balance/, expects: [{ button: 'Make a deposit', goesTo: '/en/office/recharge' }, { button: 'Cash terminals', goesTo: '/en/cash_terminals' }] },
  { kind: 'user-question', text: /Have a question\?/, expects: [{ button: 'Contact support', goesTo: '/en/office/support' }, { button: 'Contacts', goesTo: '/en/contacts' }] },
  { kind: 'support-request-history', text: /requests to support/, expects: [
    { button: 'My requests', goesTo: '/en/office/payment/requests' }, { button: 'New request', goesTo: '/en/office/payment/create-request' }] },
  { kind: 'default', text: /Please read this information/, expects: [{ button: 'OK', closes: true }] },
  { kind: 'alert', text: /needs your decision/, expects: [{ button: 'OK', closes: true }] },
  { kind: 'permanent-alert', text: /needs your decision/, expects: [{ button: 'OK', closes: true }] },
  { kind: 'snackbar', text: /Your changes have been saved/, expects: [{ button: 'OK', closes: true }] },
  { kind: 'maintenance', text: /Scheduled maintenance/, expects: [{ button: 'OK', closes: true }] },
];

const PAGE = '/en/some-page';
/** The modal host on a page of a signed-in player (the kinds' buttons differ for visitors). */
const renderHost = (options: AppWorldOptions = {}) =>
  renderApp(<ModalHost />, { language: 'en', route: PAGE, session: { user: { userId: 7, login: 'player' } }, ...options });
let disconnect: () => void;
beforeEach(() => {
  disconnect = connectModals(bus);
});
afterEach(() => {
  disconnect();
  act(() => modalStack.close({}));
  while (modalStack.list().length) act(() => modalStack.close({}));
});

const open = (kind: string, props?: Record<string, unknown>) => act(() => bus.emit('modal:open', { kind, ...(props ? { props } : {}) }));

describe.each(CASES)('$kind', ({ kind, text, expects }) => {
  it('renders its own text, not a placeholder', async () => {
    await renderHost();
    open(kind);
    expect(screen.getByTestId('modal-text').textContent).toMatch(text);
    expect(document.body.textContent).not.toMatch(/not available yet/);
  });

  it.each(expects)('button "$button" does what it says', async (expectation) => {
    const app = await renderHost();
    open(kind);
    fireEvent.click(screen.getByRole('button', { name: expectation.button }));
    if ('goesTo' in expectation) {
      expect(app.path()).toBe(expectation.goesTo);
      expect(modalStack.list().some((m) => m.kind === kind)).toBe(false);
    } else if ('opens' in expectation) {
      expect(app.path()).toBe(PAGE);
      expect(modalStack.top()?.kind).toBe(expectation.opens);
      expect(modalStack.list().some((m) => m.kind === kind)).toBe(false);
    } else {
      expect(app.path()).toBe(PAGE);
      expect(modalStack.list()).toHaveLength(0);
    }
  });
});

describe('open props', () => {
  it('alert with link: the default link goes to the rules page in the page language', async () => {
    const app = await renderHost();
    open('alert-with-link');
    fireEvent.click(screen.getByRole('link', { name: 'Read the rules' }));
    expect(app.path()).toBe('/en/rules');
  });

  it('alert with link: a caller link is used, and a javascript: URL is refused', async () => {
    await renderHost();
    open('alert-with-link', { text: 'Your bet was voided.', href: '/en/rules/3', linkText: 'Rule 3' });
    expect(screen.getByTestId('modal-text').textContent).toBe('Your bet was voided.');
    expect(screen.getByRole('link', { name: 'Rule 3' }).getAttribute('href')).toBe('/en/rules/3');
    act(() => modalStack.close({}));
    open('alert-with-link', { href: 'javascript:alert(1)', linkText: 'Bad' });
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
  });

  it('with controls: the caller\'s buttons replace the default ones; malformed ones are dropped', async () => {
    const app = await renderHost();
    open('with-controls', { text: 'Keep the odds change?', actions: [{ label: 'See promotions', do: 'navigate', path: 'promotions', primary: true }, { label: 'Broken', do: 'navigate' }] });
    expect(screen.queryByRole('button', { name: 'Broken' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'See promotions' }));
    expect(app.path()).toBe('/en/promotions');
  });

  it('first deposit for a visitor (the auth app\'s deposit-provider opening) offers the registration instead', async () => {
    await renderHost({ session: null });
    open('registration-first-deposit');
    expect(screen.getByTestId('modal-text').textContent).toMatch(/sign up and top up your account/);
    expect(screen.queryByRole('button', { name: 'Make a deposit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(modalStack.top()?.kind).toBe('registration');
  });

  it('texts follow the page language (ru)', async () => {
    const app = await renderHost({ language: 'ru', route: '/ru/some-page' });
    open('registration-first-deposit');
    expect(screen.getByRole('dialog', { name: 'Бонус на первый депозит' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Пополнить счёт' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Пополнить счёт' }));
    expect(app.path()).toBe('/ru/office/recharge');
  });
});
