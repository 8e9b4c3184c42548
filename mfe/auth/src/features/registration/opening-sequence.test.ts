import { describe, expect, it } from 'vitest';
import { INITIAL_OPENING, transition, type OpeningContext } from './opening-sequence.ts';

const ctx = (over: Partial<OpeningContext> = {}): OpeningContext => ({
  registrationAllowed: true, onRegistrationPage: false, onLoginPage: false, pageMode: false,
  agreementAccepted: true, selectedBonusId: null, viaDepositProvider: false, ...over,
});
const types = (effects: { type: string }[]) => effects.map((e) => e.type);

describe('registration opening sequence (spec §4)', () => {
  it('is skipped when registration is disabled or already on the registration page', () => {
    expect(transition(INITIAL_OPENING, { type: 'START', context: ctx({ registrationAllowed: false }) })).toEqual({ state: { name: 'skipped', reason: 'registration-disabled' }, effects: [] });
    expect(transition(INITIAL_OPENING, { type: 'START', context: ctx({ onRegistrationPage: true }) }).state).toEqual({ name: 'skipped', reason: 'on-registration-page' });
  });

  it('shows the responsible-gaming agreement first, remembers it, then opens the modal', () => {
    const first = transition(INITIAL_OPENING, { type: 'START', context: ctx({ agreementAccepted: false }) });
    expect(first.state.name).toBe('agreement');
    expect(types(first.effects)).toEqual(['count-attempt', 'show-agreement']);
    const next = transition(first.state, { type: 'AGREEMENT_ACCEPTED' });
    expect(types(next.effects)).toEqual(['remember-agreement', 'open-registration-modal']);
    expect(next.state).toMatchObject({ name: 'open', target: 'registration-modal' });
  });

  it('without the agreement accepted, declining opens nothing', () => {
    const first = transition(INITIAL_OPENING, { type: 'START', context: ctx({ agreementAccepted: false }) });
    expect(transition(first.state, { type: 'AGREEMENT_DECLINED' })).toEqual({ state: { name: 'declined' }, effects: [] });
  });

  it('preselects the chosen bonus before opening', () => {
    const { effects } = transition(INITIAL_OPENING, { type: 'START', context: ctx({ selectedBonusId: 'casino_first_deposit' }) });
    expect(effects).toEqual([{ type: 'count-attempt' }, { type: 'preselect-bonus', bonusId: 'casino_first_deposit' }, { type: 'open-registration-modal' }]);
  });

  it.each([
    ['on the login page', { onLoginPage: true }],
    ['with the page-mode flag', { pageMode: true }],
  ])('navigates to the registration page %s', (_, over) => {
    const result = transition(INITIAL_OPENING, { type: 'START', context: ctx({ ...over, type: 'full' }) });
    expect(result.state.name).toBe('navigated');
    expect(result.effects).toContainEqual({ type: 'navigate-registration-page', registrationType: 'full' });
  });

  it('opens the deposit-provider modal when registering through a deposit provider', () => {
    const result = transition(INITIAL_OPENING, { type: 'START', context: ctx({ viaDepositProvider: true }) });
    expect(result.state).toMatchObject({ name: 'open', target: 'deposit-provider-modal' });
    expect(types(result.effects)).toContain('open-deposit-provider-modal');
  });

  it('closing the modal while a visitor records an abandoned registration; a player does not', () => {
    const open = transition(INITIAL_OPENING, { type: 'START', context: ctx() }).state;
    expect(transition(open, { type: 'CLOSED', isVisitor: true })).toEqual({ state: { name: 'closed', abandoned: true }, effects: [{ type: 'record-abandoned' }] });
    expect(transition(open, { type: 'CLOSED', isVisitor: false }).effects).toEqual([]);
  });

  it('a second START while open does nothing (no duplicate modal)', () => {
    const open = transition(INITIAL_OPENING, { type: 'START', context: ctx() }).state;
    expect(transition(open, { type: 'START', context: ctx() })).toEqual({ state: open, effects: [] });
  });
});
