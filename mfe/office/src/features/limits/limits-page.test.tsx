import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { SiteConfigLimits } from '@arena/domain';
import { renderApp } from '@arena/testing';
import { NOW, fakeApi, limit, pending } from './limits-test-data.ts';
import { LimitsPage } from './limits-page.tsx';
import { createLimitsStore } from './limits-store.ts';

let config: SiteConfigLimits = { approvalMode: true, enabledTypes: [1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33], disableSectionIfAnyFieldDisabled: false };

async function renderWith(limits: ReturnType<typeof limit>[]) {
  const api = fakeApi(limits);
  const store = createLimitsStore({ api, bus: { emit: vi.fn() }, logger: { warn: vi.fn(), error: vi.fn() }, language: () => 'en', approvalMode: () => true, nowMs: () => NOW * 1000 });
  await store.load();
  await renderApp(<LimitsPage store={store} />, { session: {}, config: { limits: config } });
  return api;
}
const sectionIds = () => screen.queryAllByTestId(/^limits-section-/).map((el) => el.dataset['testid']);

afterEach(() => {
  config = { ...config, enabledTypes: [1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33], disableSectionIfAnyFieldDisabled: false };
});

describe('limits screen sections', () => {
  it('renders deposit, extra, reality checks, wagering, loss in order, extra fields 33, 30, 31', async () => {
    await renderWith([]);
    expect(sectionIds()).toEqual(['limits-section-deposit', 'limits-section-extra', 'limits-section-realityChecks', 'limits-section-wagering', 'limits-section-loss']);
    const extra = screen.getByTestId('limits-section-extra');
    expect([...extra.querySelectorAll('[data-testid^="limit-field-"]')].map((el) => el.getAttribute('data-testid'))).toEqual(['limit-field-33', 'limit-field-30', 'limit-field-31']);
  });

  it('drops sections without enabled fields', async () => {
    config = { ...config, enabledTypes: [20, 32] };
    await renderWith([]);
    expect(sectionIds()).toEqual(['limits-section-deposit', 'limits-section-realityChecks']);
  });
});

describe('notices', () => {
  it('one pending deposit change: single wording, hours rounded up, cancel calls limitaction 0', async () => {
    const api = await renderWith([pending(20, 500, 2000, NOW + 5 * 3600 + 1)]);
    expect(screen.getByTestId('limits-pending-deposit').textContent).toContain('The new limit takes effect in 6 h');
    await act(async () => fireEvent.click(screen.getByTestId('limits-cancel-pending')));
    expect(api.calls).toContain('action 0');
  });

  it('several pending deposit changes: multiple wording', async () => {
    await renderWith([pending(20, 500, 2000, NOW + 3600), pending(21, 900, 5000, NOW + 7200)]);
    expect(screen.getByTestId('limits-pending-deposit').textContent).toContain('The new limits take effect in 2 h');
  });

  it('a pending change that is not a deposit limit is shown without a cancel', async () => {
    await renderWith([pending(1, 100, 300, NOW + 3600)]);
    expect(screen.queryByTestId('limits-pending-deposit')).toBeNull();
    const notice = screen.getByTestId('limits-pending-1');
    expect(notice.querySelector('button')).toBeNull();
  });

  it('an active self-exclusion shows start and end, without any cancel', async () => {
    await renderWith([limit(30, 7, { startedAt: NOW - 100, endsAt: NOW + 7 * 86_400 })]);
    const notice = screen.getByTestId('limits-exclusion-30');
    // NOW is 2023-11-14 22:13:20 UTC; the default display settings show UTC+3.
    expect(notice.textContent?.replace(/\s+/g, ' ')).toContain('Active from 11/15/2023, 01:11 until 11/22/2023, 01:13');
    expect(notice.querySelector('button')).toBeNull();
  });

  it('the self-exclusion warning appears once a value is chosen, not when self-exclusion already runs', async () => {
    await renderWith([]);
    expect(screen.queryByTestId('limits-self-exclusion-warning')).toBeNull();
    fireEvent.change(screen.getByTestId('limit-field-30').querySelector('select')!, { target: { value: '30' } });
    expect(screen.getByTestId('limits-self-exclusion-warning')).toBeTruthy();
    cleanup();
    await renderWith([limit(30, 7, { startedAt: NOW - 100, endsAt: NOW + 86_400 })]);
    const select = screen.getByTestId('limit-field-30').querySelector('select')!;
    expect(select.disabled).toBe(true);
    expect(screen.queryByTestId('limits-self-exclusion-warning')).toBeNull();
  });

  it('choosing a time-out warns that saving it signs the player out (a break, like self-exclusion); not while one runs', async () => {
    await renderWith([]);
    expect(screen.queryByTestId('limits-time-out-warning')).toBeNull();
    fireEvent.change(screen.getByTestId('limit-field-33').querySelector('select')!, { target: { value: '7' } });
    expect(screen.getByTestId('limits-time-out-warning').textContent).toContain('During the time-out you will be signed out');
    expect(screen.queryByTestId('limits-self-exclusion-warning')).toBeNull();
    fireEvent.change(screen.getByTestId('limit-field-33').querySelector('select')!, { target: { value: '' } });
    expect(screen.queryByTestId('limits-time-out-warning')).toBeNull();
    cleanup();
    await renderWith([limit(33, 7, { startedAt: NOW - 100, endsAt: NOW + 86_400 })]);
    expect(screen.queryByTestId('limits-time-out-warning')).toBeNull();
  });

  it('the approve button appears only once the cooling-off is over', async () => {
    await renderWith([pending(20, 500, 2000, NOW + 60)]);
    expect(screen.queryByTestId('limits-approve')).toBeNull();
    cleanup();
    const api = await renderWith([pending(20, 500, 2000, NOW - 1)]);
    await act(async () => fireEvent.click(screen.getByTestId('limits-approve')));
    expect(api.calls).toContain('action 1');
  });
});

describe('disabled sections', () => {
  it('a pending deposit field disables the deposit section only under the config flag', async () => {
    await renderWith([pending(20, 500, 2000, NOW + 60)]);
    expect(screen.getByTestId('limits-section-deposit').getAttribute('aria-disabled')).toBeNull();
    expect((screen.getByTestId('limit-field-21').querySelector('input') as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByTestId('limit-field-20').querySelector('input') as HTMLInputElement).disabled).toBe(true);
    cleanup();
    config = { ...config, disableSectionIfAnyFieldDisabled: true };
    await renderWith([pending(20, 500, 2000, NOW + 60)]);
    expect(screen.getByTestId('limits-section-deposit').getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByTestId('limit-field-21').querySelector('input') as HTMLInputElement).disabled).toBe(true);
  });

  it('the extra section is disabled whenever one of its fields is, flag or not', async () => {
    await renderWith([limit(33, 7, { startedAt: NOW - 100, endsAt: NOW + 86_400 })]);
    expect(screen.getByTestId('limits-section-extra').getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByTestId('limit-field-31').querySelector('select') as HTMLSelectElement).disabled).toBe(true);
  });

  it('saving a value calls the set endpoint with the number', async () => {
    const api = await renderWith([]);
    fireEvent.change(screen.getByTestId('limit-field-22').querySelector('input')!, { target: { value: '750' } });
    await act(async () => fireEvent.click(screen.getByTestId('limit-save-22')));
    expect(api.calls).toContain('set 22=750');
  });
});
