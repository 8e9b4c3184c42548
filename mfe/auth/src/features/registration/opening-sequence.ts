/**
 * The registration opening sequence of spec §4 as a pure state machine: `transition(state, event)`
 * returns the next state and the effects to run, nothing else. The driver (opening-driver.ts) runs the
 * effects against the bus, storage and router.
 *
 *  start → skipped                    (already on the registration page, or registration disabled)
 *        → navigate-page              (on the login page, or page mode: go to the registration page)
 *        → agreement → [accept] → …   (responsible-gaming agreement, once, remembered)
 *        → open: preselect the bonus, then deposit-provider modal | registration page | registration modal
 *  open  → [close while a visitor] → closed + record abandoned registration
 */

export type OpeningTarget = 'deposit-provider-modal' | 'registration-page' | 'registration-modal';

export interface OpeningContext {
  registrationAllowed: boolean;
  onRegistrationPage: boolean;
  onLoginPage: boolean;
  /** The page-mode flag: registration always opens as a page. */
  pageMode: boolean;
  agreementAccepted: boolean;
  /** The bonus the visitor chose before registering (e.g. on a promotion), if any. */
  selectedBonusId: string | null;
  /** Registration through a deposit provider (the registration starts in its modal). */
  viaDepositProvider: boolean;
  /** Registration type asked for (registration/{type}). */
  type?: string;
}

export type OpeningState =
  | { name: 'idle' }
  | { name: 'agreement'; context: OpeningContext }
  | { name: 'open'; target: OpeningTarget; context: OpeningContext }
  | { name: 'navigated' }
  | { name: 'skipped'; reason: 'on-registration-page' | 'registration-disabled' }
  | { name: 'declined' }
  | { name: 'closed'; abandoned: boolean };

export type OpeningEvent =
  | { type: 'START'; context: OpeningContext }
  | { type: 'AGREEMENT_ACCEPTED' }
  | { type: 'AGREEMENT_DECLINED' }
  | { type: 'CLOSED'; isVisitor: boolean }
  | { type: 'REGISTERED' };

export type OpeningEffect =
  | { type: 'show-agreement' }
  | { type: 'remember-agreement' }
  | { type: 'preselect-bonus'; bonusId: string }
  | { type: 'navigate-registration-page'; registrationType?: string }
  | { type: 'open-deposit-provider-modal' }
  | { type: 'open-registration-modal'; registrationType?: string }
  | { type: 'record-abandoned' }
  | { type: 'count-attempt' };

export interface Transition {
  state: OpeningState;
  effects: OpeningEffect[];
}

export const INITIAL_OPENING: OpeningState = { name: 'idle' };

function targetOf(context: OpeningContext): OpeningTarget {
  if (context.viaDepositProvider) return 'deposit-provider-modal';
  if (context.pageMode || context.onLoginPage) return 'registration-page';
  return 'registration-modal';
}

function open(context: OpeningContext): Transition {
  const effects: OpeningEffect[] = [];
  if (context.selectedBonusId) effects.push({ type: 'preselect-bonus', bonusId: context.selectedBonusId });
  const target = targetOf(context);
  const typed = context.type ? { registrationType: context.type } : {};
  if (target === 'registration-page') {
    effects.push({ type: 'navigate-registration-page', ...typed });
    return { state: { name: 'navigated' }, effects };
  }
  effects.push(target === 'deposit-provider-modal' ? { type: 'open-deposit-provider-modal' } : { type: 'open-registration-modal', ...typed });
  return { state: { name: 'open', target, context }, effects };
}

export function transition(state: OpeningState, event: OpeningEvent): Transition {
  switch (event.type) {
    case 'START': {
      if (state.name === 'agreement' || state.name === 'open') return { state, effects: [] };
      const { context } = event;
      if (!context.registrationAllowed) return { state: { name: 'skipped', reason: 'registration-disabled' }, effects: [] };
      if (context.onRegistrationPage) return { state: { name: 'skipped', reason: 'on-registration-page' }, effects: [] };
      if (!context.agreementAccepted) return { state: { name: 'agreement', context }, effects: [{ type: 'count-attempt' }, { type: 'show-agreement' }] };
      const next = open(context);
      return { state: next.state, effects: [{ type: 'count-attempt' }, ...next.effects] };
    }
    case 'AGREEMENT_ACCEPTED': {
      if (state.name !== 'agreement') return { state, effects: [] };
      const next = open({ ...state.context, agreementAccepted: true });
      return { state: next.state, effects: [{ type: 'remember-agreement' }, ...next.effects] };
    }
    case 'AGREEMENT_DECLINED':
      return state.name === 'agreement' ? { state: { name: 'declined' }, effects: [] } : { state, effects: [] };
    case 'CLOSED': {
      if (state.name !== 'open' && state.name !== 'agreement') return { state, effects: [] };
      const abandoned = event.isVisitor;
      return { state: { name: 'closed', abandoned }, effects: abandoned ? [{ type: 'record-abandoned' }] : [] };
    }
    case 'REGISTERED':
      return state.name === 'open' ? { state: { name: 'closed', abandoned: false }, effects: [] } : { state, effects: [] };
  }
}
