/**
 * office/security: spec §3 protection methods and the protection level they add up to. Two-step and phone
 * binding are confirmed by an SMS code (the server's code machinery: attempts and expiry); the password and
 * the security question need the current password, and so does asking for a code (issue 32, finding 4);
 * the live sessions are listed with "sign out everywhere else".
 */
import { useState } from 'react';
import { useBusState } from '@arena/ui-kit';
import { officeApi, type Profile } from '../../platform/office-api.ts';
import { useOfficeText } from '../../platform/office-text.ts';
import { useLoad } from '../../platform/use-load.ts';
import { PasswordSection, QuestionSection } from './password-sections.tsx';
import { EmailAuthSection, PhoneSection, TwoStepSection } from './code-sections.tsx';
import { SessionsSection } from './sessions-section.tsx';

const METHODS: ReadonlyArray<keyof Profile['protection_methods']> = ['is_changed_password', 'enable_two_factor_auth', 'enable_phone_binding', 'enable_security_question', 'enable_email_auth'];

export function SecurityPage() {
  const { t } = useOfficeText();
  const user = useBusState('user');
  const loaded = useLoad(() => officeApi.profile(), [user?.userId]);
  const [profile, setProfile] = useState<Profile | null>(null);
  const current = profile ?? (loaded.state.kind === 'ready' ? loaded.state.data : null);

  if (loaded.state.kind === 'error') return <p role="alert" className="office-alert">{t('load_error')}</p>;
  if (!current) return <p>{t('loading')}</p>;
  return (
    <div className="office-page" data-testid="office-security">
      <h2>{t('security_title')}</h2>
      <div className="office-card" data-testid="security-level">
        <h3>
          {t('protection_title')}:{' '}
          <span className="office-badge" data-status={current.protection_status} data-testid="protection-status">{t(`protection_${current.protection_status}`)}</span>{' '}
          <span data-testid="protection-level">{current.protection_level}</span>/100
        </h3>
        <div className="office-meter" aria-hidden="true"><span style={{ width: `${current.protection_level}%` }} /></div>
        <ul>
          {METHODS.map((m) => (
            <li key={m} data-testid={`method-${m}`} data-on={current.protection_methods[m] ? 'yes' : 'no'}>
              {current.protection_methods[m] ? '✓' : '○'} {t(`method_${m}`)}
            </li>
          ))}
        </ul>
      </div>
      <PasswordSection onChanged={setProfile} />
      <TwoStepSection profile={current} onChanged={setProfile} />
      <PhoneSection profile={current} onChanged={setProfile} />
      <QuestionSection profile={current} onChanged={setProfile} />
      <EmailAuthSection profile={current} onChanged={setProfile} />
      <SessionsSection />
    </div>
  );
}
