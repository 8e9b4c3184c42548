/** What each modal parcel renders: the feature views wired to the shell's close() and to each other. */
import { useEffect, useRef, useState } from 'react';
import { bus } from '@arena/event-bus';
import { useBusState } from '@arena/ui-kit';
import { LoginView } from './features/login/login-view.tsx';
import { RecoveryView } from './features/recovery/recovery-view.tsx';
import { AgreementStep } from './features/registration/agreement-step.tsx';
import { bonusChoiceOf, openingContext, runOpeningEffects } from './features/registration/opening-driver.ts';
import { INITIAL_OPENING, transition, type OpeningEvent, type OpeningState } from './features/registration/opening-sequence.ts';
import { RegistrationView } from './features/registration/registration-view.tsx';
import type { RegistrationKind } from './platform/auth-api.ts';
import { metrics } from './platform/services.ts';

export interface ModalParcelProps {
  close?: () => void;
  modalProps?: Record<string, unknown>;
}

const closeKind = (kind: string) => bus.emit('modal:close', { kind });

/** "Sign up" from a login block: the opening sequence decides between the page and the modal. */
export function startRegistration(closeLogin?: () => void): void {
  const start = transition(INITIAL_OPENING, { type: 'START', context: openingContext() });
  // The registration modal itself runs the agreement step; from here we only pick page or modal.
  if (start.state.name === 'navigated') runOpeningEffects(start.effects, closeLogin ? { close: closeLogin } : {});
  else if (start.state.name !== 'skipped') {
    closeLogin?.();
    bus.emit('modal:open', { kind: 'registration' });
  }
}

export function LoginModal({ close }: ModalParcelProps) {
  useEffect(() => metrics.authOpened(), []);
  return (
    <LoginView mode="modal" onClose={close}
      onRegister={() => startRegistration(close)}
      onForgotPassword={() => { close?.(); bus.emit('modal:open', { kind: 'forgot-password' }); }} />
  );
}

export function ForgotPasswordModal({ close }: ModalParcelProps) {
  const user = useBusState('user');
  // Spec §6: the forgot-password modal is for visitors; whoever asked, a signed-in player gets none.
  useEffect(() => {
    if (user) (close ?? (() => closeKind('forgot-password')))();
  }, [user, close]);
  if (user) return null;
  return <RecoveryView onClose={close} onLogin={() => { close?.(); bus.emit('modal:open', { kind: 'login' }); }} />;
}

export function RegistrationModal({ close, modalProps = {} }: ModalParcelProps) {
  const [opening, setOpening] = useState<OpeningState>(INITIAL_OPENING);
  const [choice, setChoice] = useState<0 | 1 | 2>(0);
  const latest = useRef(opening);
  const user = useBusState('user');
  const userRef = useRef(user);
  userRef.current = user;
  const dispatch = (event: OpeningEvent) => {
    const next = transition(latest.current, event);
    latest.current = next.state;
    setOpening(next.state);
    runOpeningEffects(next.effects, { close: () => (close ? close() : closeKind('registration')), showAgreement: () => undefined, preselect: setChoice });
  };
  useEffect(() => {
    // The page's own context decides (spec §4): on the registration page, or with registration
    // disallowed, the opening is skipped and the modal closes itself instead of covering the page.
    dispatch({ type: 'START', context: openingContext({ viaDepositProvider: modalProps['viaDepositProvider'] === true, pageMode: modalProps['pageMode'] === true || openingContext().pageMode }) });
    if (latest.current.name === 'skipped') (close ?? (() => closeKind('registration')))();
    const selected = openingContext().selectedBonusId;
    if (selected) setChoice(bonusChoiceOf(selected));
    // Closing the modal while still a visitor is an abandoned registration (spec §4).
    return () => dispatch({ type: 'CLOSED', isVisitor: userRef.current === null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (opening.name === 'agreement') {
    return <AgreementStep onAccept={() => dispatch({ type: 'AGREEMENT_ACCEPTED' })} onDecline={() => { dispatch({ type: 'AGREEMENT_DECLINED' }); close?.(); }} />;
  }
  if (opening.name !== 'open') return null;
  const type = typeof modalProps['type'] === 'string' ? (modalProps['type'] as RegistrationKind) : undefined;
  return <RegistrationView mode="modal" bonusChoice={choice} {...(type ? { initialType: type } : {})} {...(close ? { onClose: close } : {})} />;
}
