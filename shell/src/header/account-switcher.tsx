import type { Account } from '@arena/domain';
import { useFormatters } from '@arena/ui-kit';
import { playerStore } from '../player/player.ts';
import { useStore } from '../platform/use-store.ts';
import { useText, type TextFn } from '../platform/use-text.ts';
import { usePopover } from './use-popover.ts';
import { AccountConvertEntry, useConvertKind } from './account-convert-entry.tsx';

const typeLabel = (t: TextFn, account: Account) =>
  account.type === 0 ? t('account_main') : account.type === 4 ? t('account_bonus') : t('account_currency');

/** The active account's balance (hidden by user_hide_balance) and the menu switching between accounts (and converting, when allowed). */
export function AccountSwitcher() {
  const t = useText();
  const { accounts, userConfig, switching } = useStore(playerStore);
  const { open, toggle, setOpen, root } = usePopover();
  const convertKind = useConvertKind(open);
  const active = accounts.find((a) => a.isActive);
  const hideBalance = userConfig?.user_hide_balance ?? false;
  const format = useFormatters();
  // Money as the header shows it: in the page language, two decimals only when there are cents.
  const money = (account: Account) => format.money(account.money, account.iso, { dropZeroCents: true });
  if (!active) return <div className="arena-balance arena-balance--loading" aria-busy="true" />;
  return (
    <div className="arena-popover" ref={root}>
      <button
        type="button"
        className="arena-balance"
        aria-haspopup="listbox"
        aria-expanded={open}
        // The name holds what the button shows (axe: label in name), after the word that says what it is.
        aria-label={`${t('accounts')}: ${typeLabel(t, active)}${hideBalance ? '' : ` ${money(active)}`}`}
        onClick={toggle}
        data-testid="account-switcher"
      >
        <span className="arena-balance__label">{typeLabel(t, active)}</span>
        {!hideBalance && (
          <span className="arena-balance__amount" data-testid="balance">
            {money(active)}
          </span>
        )}
        <span aria-hidden="true" className="arena-caret" />
      </button>
      {open && (
        <div className="arena-menu arena-menu--accounts">
          <ul role="listbox" aria-label={t('accounts')} aria-busy={switching}>
            {accounts.map((account) => (
              <li key={account.id} role="option" aria-selected={account.isActive}>
                <button
                  type="button"
                  className="arena-menu__item arena-account"
                  data-testid={`account-option-${account.id}`}
                  disabled={switching}
                  onClick={() => {
                    setOpen(false);
                    void playerStore.selectAccount(account.id);
                  }}
                >
                  <span className="arena-account__type">{typeLabel(t, account)}</span>
                  <span className="arena-account__money">{hideBalance ? account.iso : money(account)}</span>
                </button>
              </li>
            ))}
          </ul>
          <AccountConvertEntry kind={convertKind} t={t} onChosen={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
