/**
 * office/recharge: deposit to one of the player's accounts through a payment system: the form checks the
 * system's min/max and the currency's minor unit (the step is only what −, + and the chips add), the
 * server the limits (refusals shown with their figures), and an accepted deposit continues at the payment provider, which returns to onpay/*. While the payment
 * sandbox takes deposits (no real provider configured) the page says so: "test payments".
 */
import { Link, PaymentLogo, useBusState, useFormatters } from '@arena/ui-kit';
import { amountStepFor, currencyExponent, type Account, type PaymentSystemInfo } from '@arena/domain';
import { amountProblem as systemAmountProblem } from '../payments-shared/money-rules.ts';
import { amountProblem, depositSystems, type RechargeOutcome, type RechargeStore } from './recharge-store.ts';
import { RECHARGE_STYLES } from './recharge-styles.ts';
import { useOfficeText } from '../../platform/office-text.ts';
import { rechargeText, type RechargeTextKey } from './recharge-texts.ts';
import { useRechargeStore } from './use-recharge.ts';

type T = (key: RechargeTextKey, vars?: Record<string, string | number>) => string;
type Money = (amount: number, iso: string) => string;

/** Quick amounts as whole steps of the currency, so a chip never produces an amount the form refuses. */
const CHIP_STEPS = [5, 10, 50] as const;

function AccountChoice({ account, checked, onSelect, money, t }: { account: Account; checked: boolean; onSelect: () => void; money: Money; t: T }) {
  return (
    <label className="rc-account" data-testid={`recharge-account-${account.id}`}>
      <input type="radio" name="recharge-account" value={account.id} checked={checked} onChange={onSelect} />
      <span className="rc-account__name">
        {account.label || account.iso}
        {account.isActive ? <span className="rc-account__badge">{t('active')}</span> : null}
      </span>
      <span className="rc-account__money">{money(account.money, account.iso)}</span>
    </label>
  );
}

function SystemChoice({ system, iso, checked, onSelect, money, t }: { system: PaymentSystemInfo; iso: string; checked: boolean; onSelect: () => void; money: Money; t: T }) {
  const rules = system.rules[iso]?.deposit;
  return (
    <label className="rc-account" data-testid={`recharge-system-${system.id}`}>
      <input type="radio" name="recharge-system" value={system.id} checked={checked} onChange={onSelect} />
      <PaymentLogo logo={system.logo} name={system.name} size={24} />
      <span className="rc-account__name">{system.name}</span>
      {rules ? (
        <span className="rc-account__money">
          {t('system_range', { min: money(rules.min, iso), max: money(rules.max, iso) })}
          {rules.feePercent > 0 ? ` · ${t('system_fee', { percent: rules.feePercent })}` : ''}
        </span>
      ) : null}
    </label>
  );
}

function Outcome({ outcome, lng, money, date, t, onClose }: { outcome: RechargeOutcome; lng: string; money: Money; date: (unix: number) => string; t: T; onClose: () => void }) {
  const close = <button type="button" className="rc-outcome__close" aria-label={t('close')} onClick={onClose}>×</button>;
  if (outcome.kind === 'redirect') {
    return (
      <div role="status" className="rc-outcome rc-outcome--done" data-testid="recharge-redirect">
        <strong>{t('redirect_title')}</strong>
        <p>{outcome.message}</p>
        <p><a href={outcome.url}>{t('redirect_link')}</a></p>
      </div>
    );
  }
  const limitsLink = <Link href={`/${lng}/office/responsible`}>{t('limits_link')}</Link>;
  if (outcome.kind === 'limit') {
    return (
      <div role="alert" className="rc-outcome rc-outcome--limit" data-testid="recharge-refused" data-code="deposit_limit_exceeded">
        <strong>{t('limit_title')}</strong>
        <p>{outcome.message}</p>
        {outcome.remaining !== null ? (
          <p className="rc-outcome__figure" data-testid="recharge-limit-left">{t('limit_left', { left: money(outcome.remaining, outcome.currency) })}</p>
        ) : null}
        <p>{limitsLink}</p>
        {close}
      </div>
    );
  }
  if (outcome.kind === 'timeout') {
    return (
      <div role="alert" className="rc-outcome rc-outcome--timeout" data-testid="recharge-refused" data-code="deposit_timeout">
        <strong>{t('timeout_title')}</strong>
        <p>{outcome.message}</p>
        {outcome.endsAt !== null ? <p className="rc-outcome__figure" data-testid="recharge-timeout-end">{t('timeout_until', { end: date(outcome.endsAt) })}</p> : null}
        <p>{limitsLink}</p>
        {close}
      </div>
    );
  }
  return (
    <div role="alert" className="rc-outcome rc-outcome--error" data-testid="recharge-refused" data-code="error">
      <strong>{t('error_title')}</strong>
      <p>{outcome.message ?? t('error_generic')}</p>
      {close}
    </div>
  );
}

export function RechargePage({ store }: { store?: RechargeStore }) {
  const lng = useBusState('language');
  const user = useBusState('user');
  const formatters = useFormatters();
  const [state, recharge] = useRechargeStore(user?.userId ?? null, store);
  // Loads the office dictionary and re-renders when it lands (other languages' texts live there).
  useOfficeText();
  const t: T = (key, vars) => rechargeText(key, lng, vars);
  const money: Money = (amount, iso) => formatters.money(amount, iso);
  const date = (unix: number) => formatters.dateTime(unix * 1000);
  const account = state.accounts.find((a) => a.id === state.accountId);
  const iso = account?.iso ?? 'RUB';
  const step = amountStepFor(iso);
  const systems = depositSystems(state.systems, iso);
  const system = systems.find((s) => s.id === state.systemId) ?? systems[0];
  const rules = system?.rules[iso]?.deposit ?? null;
  const stepProblem = amountProblem(state.amount, iso);
  const rangeProblem = rules && stepProblem === null ? systemAmountProblem(state.amount, rules, iso) : null;
  const problem = stepProblem ?? (rangeProblem === 'below-min' || rangeProblem === 'above-max' ? rangeProblem : null) ?? (system ? null : 'no-system');
  // "Enter an amount" is not an error worth announcing before the player typed anything.
  const shownProblem =
    problem && problem !== 'empty' ? t(`problem_${problem}`, { unit: money(10 ** -currencyExponent(iso), iso), min: money(rules?.min ?? 0, iso), max: money(rules?.max ?? 0, iso) }) : null;

  return (
    <div className="rc-page" data-testid="recharge-page" aria-busy={state.status === 'loading' || state.submitting}>
      <style>{RECHARGE_STYLES}</style>
      <header>
        <h2>{t('title')}</h2>
        <p className="rc-page__intro">{t('intro')}</p>
        {state.testPayments ? (
          <p className="rc-test-payments" role="note" data-testid="recharge-test-payments">
            <strong>{t('test_payments')}</strong> {t('test_payments_note')}
          </p>
        ) : null}
      </header>
      {state.status === 'loading' ? <p data-testid="recharge-loading">{t('loading')}</p> : null}
      {state.status === 'error' ? (
        <div role="alert" className="rc-outcome rc-outcome--error" data-testid="recharge-load-error">
          <strong>{t('load_error')}</strong>
          <p><button type="button" className="rc-btn rc-btn--ghost" onClick={() => void recharge.load()}>{t('retry')}</button></p>
        </div>
      ) : null}
      {state.status === 'ready' && state.accounts.length === 0 ? <p>{t('no_accounts')}</p> : null}
      {state.status === 'ready' && account ? (
        <form className="rc-card" noValidate onSubmit={(e) => { e.preventDefault(); void recharge.submit(); }}>
          <fieldset className="rc-accounts">
            <legend className="rc-label">{t('account')}</legend>
            {state.accounts.map((a) => (
              <AccountChoice key={a.id} account={a} checked={a.id === state.accountId} onSelect={() => recharge.selectAccount(a.id)} money={money} t={t} />
            ))}
          </fieldset>
          <fieldset className="rc-accounts">
            <legend className="rc-label">{t('system')}</legend>
            {systems.length === 0 ? <p>{t('problem_no-system')}</p> : null}
            {systems.map((s) => (
              <SystemChoice key={s.id} system={s} iso={iso} checked={s.id === system?.id} onSelect={() => recharge.selectSystem(s.id)} money={money} t={t} />
            ))}
          </fieldset>
          <div className="rc-amount">
            <label className="rc-label" htmlFor="recharge-amount">{t('amount')}, {iso}</label>
            <div className="rc-amount__row">
              <button type="button" className="rc-btn rc-btn--ghost rc-btn--square" aria-label={t('less')} data-testid="recharge-less" onClick={() => recharge.step(-1)}>−</button>
              <input id="recharge-amount" data-testid="recharge-amount" inputMode="decimal" type="number" min={0} step="any" value={state.amount}
                aria-invalid={shownProblem ? true : undefined} aria-describedby="recharge-amount-hint recharge-amount-problem"
                onChange={(e) => recharge.setAmount(e.target.value)} />
              <button type="button" className="rc-btn rc-btn--ghost rc-btn--square" aria-label={t('more')} data-testid="recharge-more" onClick={() => recharge.step(1)}>+</button>
            </div>
            <div className="rc-chips">
              {CHIP_STEPS.map((n) => (
                <button key={n} type="button" className="rc-btn rc-btn--ghost" data-testid={`recharge-chip-${n}`} onClick={() => recharge.setAmount(String(Number((n * step).toPrecision(12))))}>
                  {money(n * step, iso)}
                </button>
              ))}
            </div>
            <p id="recharge-amount-hint" className="rc-amount__hint" data-testid="recharge-amount-hint">{t('step', { step: money(step, iso) })}</p>
            <p id="recharge-amount-problem" className="rc-amount__problem" aria-live="polite" data-testid="recharge-amount-problem">{shownProblem}</p>
          </div>
          {state.outcome ? <Outcome outcome={state.outcome} lng={lng} money={money} date={date} t={t} onClose={() => recharge.dismiss()} /> : null}
          <button type="submit" className="rc-btn rc-btn--primary" data-testid="recharge-submit" disabled={state.submitting || problem !== null}>
            {state.submitting ? t('submitting') : t('submit')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
