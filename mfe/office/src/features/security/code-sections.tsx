/** The security sections confirmed by an SMS code (two-step on/off, phone binding) and e-mail auth. */
import { useEffect, useState } from 'react';
import { phoneNumberProblem, phoneRuleForDialCode, type PhoneCountry, type PhoneMask } from '@arena/domain';
import { useArenaTranslation } from '@arena/ui-kit';
import { failureOf } from '../../platform/office-errors.ts';
import { officeApi, type Profile } from '../../platform/office-api.ts';
import { useOfficeText } from '../../platform/office-text.ts';
import { NoteLine } from './password-sections.tsx';

type Note = { ok: boolean; text: string } | null;

/** Send a code, then type it: the shared two-step flow of a code-confirmed change. */
function useCodeFlow() {
  const { t } = useOfficeText();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [note, setNote] = useState<Note>(null);
  // The current password goes with the code request: a session alone must not change these (issue 32).
  const [password, setPassword] = useState('');
  const fail = (error: unknown) => {
    const f = failureOf(error);
    const left = f.attemptsLeft !== undefined ? ` ${t('code_attempts_left', { count: f.attemptsLeft })}` : '';
    setNote({ ok: false, text: `${f.message ?? t('network_error')}${left}` });
    if (f.code === 'code_attempts_exceeded' || f.code === 'time_up') setSent(false);
  };
  const send = async (call: () => Promise<unknown>) => {
    try {
      await call();
      setSent(true);
      setCode('');
      setPassword('');
      setNote({ ok: true, text: t('code_sent') });
    } catch (error) {
      fail(error);
    }
  };
  const confirm = async (call: () => Promise<unknown>, done: string) => {
    if (!/^\d{4,8}$/.test(code)) return setNote({ ok: false, text: t('code_format') });
    try {
      await call();
      setSent(false);
      setCode('');
      setNote({ ok: true, text: done });
    } catch (error) {
      fail(error);
    }
  };
  return { sent, code, setCode, password, setPassword, note, send, confirm };
}

function CurrentPassword({ flow, testId }: { flow: ReturnType<typeof useCodeFlow>; testId: string }) {
  const { t } = useOfficeText();
  if (flow.sent) return null;
  return (
    <label>
      {t('password_old')}
      <input type="password" name="current_password" autoComplete="current-password" value={flow.password} onChange={(e) => flow.setPassword(e.target.value)} data-testid={`${testId}-password`} />
    </label>
  );
}

function CodeInput({ flow, onConfirm, testId }: { flow: ReturnType<typeof useCodeFlow>; onConfirm: () => void; testId: string }) {
  const { t } = useOfficeText();
  if (!flow.sent) return null;
  return (
    <div className="office-form">
      <label>{t('code_label')}<input name="code" inputMode="numeric" autoComplete="one-time-code" value={flow.code} onChange={(e) => flow.setCode(e.target.value.trim())} data-testid={`${testId}-code`} /></label>
      <div><button type="button" className="office-btn office-btn--primary" onClick={onConfirm} data-testid={`${testId}-confirm`}>{t('code_confirm')}</button></div>
    </div>
  );
}

export function TwoStepSection({ profile, onChanged }: { profile: Profile; onChanged: (p: Profile) => void }) {
  const { t } = useOfficeText();
  const flow = useCodeFlow();
  const on = profile.protection_methods.enable_two_factor_auth;
  return (
    <div className="office-card" data-testid="two-step-section" data-on={on ? 'yes' : 'no'}>
      <h3>{t('two_step_title')}</h3>
      <p>{t(on ? 'two_step_on_text' : 'two_step_off_text')}</p>
      <div className="office-form"><CurrentPassword flow={flow} testId="two-step" /></div>
      {!flow.sent ? (
        <button type="button" className="office-btn" data-testid="two-step-send" onClick={() => void flow.send(() => officeApi.sendCode(on ? 'two_step_off' : 'two_step_on', flow.password))}>
          {t(on ? 'two_step_disable' : 'two_step_enable')}
        </button>
      ) : null}
      <CodeInput flow={flow} testId="two-step" onConfirm={() => void flow.confirm(async () => onChanged(await officeApi.setTwoStep(!on, flow.code)), t(on ? 'two_step_disabled' : 'two_step_enabled'))} />
      <NoteLine note={flow.note} testId="two-step-note" />
    </div>
  );
}

/** The phone countries and masks, loaded once: without them the rule is the any-country one (the server still checks). */
function usePhoneReference(): { countries: PhoneCountry[]; masks: PhoneMask[] } {
  const [reference, setReference] = useState<{ countries: PhoneCountry[]; masks: PhoneMask[] }>({ countries: [], masks: [] });
  useEffect(() => {
    let live = true;
    Promise.all([officeApi.phoneCountries(), officeApi.phoneMasks()])
      .then(([countries, masks]) => live && setReference({ countries, masks }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return reference;
}

export function PhoneSection({ profile, onChanged }: { profile: Profile; onChanged: (p: Profile) => void }) {
  const { t } = useOfficeText();
  // The registration form's texts: a number it would refuse is refused here with the very same message.
  const { t: authText } = useArenaTranslation('auth');
  const flow = useCodeFlow();
  const reference = usePhoneReference();
  const [dial, setDial] = useState(profile.phone_code || '7');
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const phone = { country_code: dial.replace(/\D/g, ''), phone_number: number.replace(/\D/g, '') };
  /** The shared phone rule (@arena/domain phoneRules) before any call; true when the number may go. */
  const numberAllowed = () => {
    const found = phoneNumberProblem(phone.phone_number, phoneRuleForDialCode(phone.country_code, reference.countries, reference.masks));
    setProblem(found);
    return found === null;
  };
  return (
    <div className="office-card office-form" data-testid="phone-section">
      <h3>{t('phone_title')}</h3>
      <p>{profile.phone_number ? t('phone_current', { phone: `+${profile.phone_code} ${profile.phone_number}` }) : t('phone_none')}</p>
      <label>{t('phone_dial')}<input name="phone_code" inputMode="numeric" value={dial} onChange={(e) => setDial(e.target.value)} /></label>
      <label>{t('phone_number')}<input name="phone_number" inputMode="tel" value={number} onChange={(e) => setNumber(e.target.value)} /></label>
      <CurrentPassword flow={flow} testId="phone" />
      {!flow.sent ? (
        <div>
          <button type="button" className="office-btn" data-testid="phone-send" onClick={() => {
            if (numberAllowed()) void flow.send(() => officeApi.sendCode('phone', flow.password, phone));
          }}>{t('phone_send')}</button>
        </div>
      ) : null}
      <CodeInput flow={flow} testId="phone" onConfirm={() => {
        if (numberAllowed()) void flow.confirm(async () => onChanged(await officeApi.bindPhone(phone.country_code, phone.phone_number, flow.code)), t('phone_bound'));
      }} />
      <NoteLine note={problem ? { ok: false, text: authText(problem) } : flow.note} testId="phone-note" />
    </div>
  );
}

export function EmailAuthSection({ profile, onChanged }: { profile: Profile; onChanged: (p: Profile) => void }) {
  const { t } = useOfficeText();
  const [note, setNote] = useState<Note>(null);
  const on = profile.protection_methods.enable_email_auth;
  const toggle = async () => {
    try {
      onChanged(await officeApi.setEmailAuth(!on));
      setNote({ ok: true, text: t(on ? 'email_auth_disabled' : 'email_auth_enabled') });
    } catch (error) {
      setNote({ ok: false, text: failureOf(error).message ?? t('network_error') });
    }
  };
  return (
    <div className="office-card" data-testid="email-auth-section" data-on={on ? 'yes' : 'no'}>
      <h3>{t('email_auth_title')}</h3>
      <p>{profile.email ? t('email_auth_text', { email: profile.email }) : t('email_auth_no_email')}</p>
      <button type="button" className="office-btn" onClick={() => void toggle()}>{t(on ? 'email_auth_disable' : 'email_auth_enable')}</button>
      <NoteLine note={note} testId="email-auth-note" />
    </div>
  );
}
