/**
 * office/account: the player's profile at a glance, the balance of every account, the protection level and
 * quick links into the office.
 */
import { isAnswerShapeError } from '@arena/contracts/answer-checks';
import { playerAccounts } from '@arena/server-state';
import { Link, useBusState, useFormatters, useServerState } from '@arena/ui-kit';
import { officeApi, type Profile } from '../../platform/office-api.ts';
import { useOfficeText } from '../../platform/office-text.ts';
import { useLoad } from '../../platform/use-load.ts';

/** Quick links: [label key, office path]; pages of the other office parts link by path alone. */
const QUICK_LINKS: ReadonlyArray<[string, string]> = [
  ['menu_recharge', 'office/recharge'],
  ['menu_deduce', 'office/deduce'],
  ['menu_history', 'office/history'],
  ['menu_account_edit', 'office/account/edit'],
  ['menu_security', 'office/security'],
  ['menu_support', 'office/support'],
];

const ACCOUNT_TYPE_KEY: Record<number, string> = { 0: 'accounts_main', 4: 'accounts_bonus', 9: 'accounts_currency' };

export function AccountPage() {
  const { t } = useOfficeText();
  const lng = useBusState('language');
  const user = useBusState('user');
  const profile = useLoad(() => officeApi.profile(), [user?.userId]);
  // The page's accounts entry, which the header and the slip show too: a bet, a deposit or a settled round
  // anywhere on the page refreshes this table, and a page drawn on the server arrives with it filled in.
  const accounts = useServerState(playerAccounts.query);
  const format = useFormatters();

  return (
    <div className="office-page" data-testid="office-account">
      <h2>{t('account_title')}</h2>
      {profile.state.kind === 'error' ? <p role="alert" className="office-alert">{t('load_error')}</p> : null}
      {profile.state.kind === 'ready' ? <ProfileCard profile={profile.state.data} /> : null}
      <div className="office-card" data-testid="account-balances">
        <h3>{t('account_balances')}</h3>
        {accounts.isPending ? <p>{t('loading')}</p> : null}
        {/* A refused reload (issue 27) is said even while the last trusted balances stay on screen. */}
        {accounts.isError ? <p role="alert">{t(isAnswerShapeError(accounts.error) ? 'answer_shape_error' : 'load_error')}</p> : null}
        {accounts.data ? (
          <table className="office-table">
            <tbody>
              {accounts.data.all_accounts.map((a) => (
                <tr key={a.id} data-testid={`account-balance-${a.id}`}>
                  <td>{t(ACCOUNT_TYPE_KEY[a.type] ?? 'accounts_currency')}{a.isActive ? ` · ${t('account_active')}` : ''}</td>
                  <td>{a.iso}</td>
                  <td><b>{format.money(a.money, a.iso)}</b></td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
      <div className="office-card">
        <h3>{t('account_quick_links')}</h3>
        <ul className="office-links">
          {QUICK_LINKS.map(([key, path]) => (
            <li key={path}>
              <Link href={`/${lng}/${path}`}>{t(key)}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useOfficeText();
  const lng = useBusState('language');
  const d = profile.user_data;
  const fullName = [d.name, d.surname].filter(Boolean).join(' ');
  return (
    <div className="office-card" data-testid="account-profile">
      <h3>{fullName || profile.login}</h3>
      <table className="office-table">
        <tbody>
          <tr><th>{t('field_login')}</th><td>{profile.login}</td></tr>
          <tr><th>{t('field_user_id')}</th><td>{profile.user_id}</td></tr>
          <tr><th>{t('field_email')}</th><td data-testid="account-email">{profile.email || '—'}</td></tr>
          <tr><th>{t('field_phone')}</th><td>{profile.phone_number ? `+${profile.phone_code} ${profile.phone_number}` : '—'}</td></tr>
          <tr><th>{t('field_date_birthday')}</th><td>{d.date_birthday || '—'}</td></tr>
        </tbody>
      </table>
      <p>
        {t('protection_title')}: <span className="office-badge" data-status={profile.protection_status} data-testid="account-protection">{t(`protection_${profile.protection_status}`)}</span>{' '}
        {profile.protection_level}/100 · <Link href={`/${lng}/office/security`}>{t('protection_improve')}</Link>
      </p>
      <div className="office-meter" aria-hidden="true"><span style={{ width: `${profile.protection_level}%` }} /></div>
    </div>
  );
}
