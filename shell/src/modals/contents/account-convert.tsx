/**
 * The convert main / additional account modals (spec §4 convert-account reminder): the server names the
 * pair (GET convert-status), the player picks an amount, and the conversion is posted with an
 * Idempotency-Key (it moves money). Afterwards the accounts are reloaded so the header shows the result.
 * Both answers are checked against the contracts (issue 27): a malformed one is refused, its money never shown.
 */
import { useEffect, useState } from 'react';
import { convertAnswer, convertStatusAnswer, isAnswerShapeError } from '@arena/contracts/answer-checks';
import type { ConvertStatusAnswer } from '@arena/domain';
import { bus } from '@arena/event-bus';
import { IDEMPOTENCY_HEADER, http, newIdempotencyKey } from '@arena/http';
import { useText } from '../../platform/use-text.ts';
import { playerStore } from '../../player/player.ts';

export const CONVERT_PATHS = { status: '/office-api/accounts/convert-status', convert: '/office-api/accounts/convert' } as const;

export type ConvertStatus = ConvertStatusAnswer;

/** What the player receives, rounded down to cents as the server does (preview only: the server decides). */
export function convertPreview(amount: number, rate: number): number {
  return Math.floor(amount * rate * 100 + 1e-6) / 100;
}

export function AccountConvertContent({ close }: { close: () => void }) {
  const t = useText();
  const [status, setStatus] = useState<ConvertStatus | null | 'failed'>(null);
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per opened modal: a resent click after a network failure must not convert twice.
  const [key] = useState(newIdempotencyKey);
  useEffect(() => {
    let live = true;
    http.get<unknown>(CONVERT_PATHS.status).then(convertStatusAnswer).then(
      (answer) => {
        if (!live) return;
        setStatus(answer);
        if (answer.from) setAmount(String(answer.from.money));
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (status === null) return <div className="arena-spinner" role="progressbar" aria-label={t('progress')} />;
  if (status === 'failed' || !status.from || !status.to || status.rate === null) {
    return (
      <div className="arena-modal__builtin" data-testid="convert-nothing">
        <p>{t(status === 'failed' ? 'modal_convert_failed' : 'modal_convert_nothing')}</p>
        <button type="button" className="arena-btn arena-btn--accent" onClick={close}>{t('ok')}</button>
      </div>
    );
  }
  const { from, to, rate } = status;
  const value = Number(amount.replace(',', '.'));
  const valid = Number.isFinite(value) && value > 0 && value <= from.money;
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await http.post<unknown>(CONVERT_PATHS.convert, { from_id: from.id, to_id: to.id, amount: value }, { headers: { [IDEMPOTENCY_HEADER]: key } }).then(convertAnswer);
      close();
      bus.emit('notify', { kind: 'success', text: answer.message });
      await playerStore.refreshAccounts();
    } catch (failure) {
      setError(isAnswerShapeError(failure) ? t('answer_shape_error') : ((failure as { body?: { message?: string } }).body?.message ?? t('modal_convert_failed')));
      setBusy(false);
    }
  };
  const intro = from.type === 0 ? t('modal_convert_main_text', { currency: to.iso }) : t('modal_convert_additional_text', { currency: from.iso });
  return (
    <form className="arena-modal__builtin" data-testid="convert-form" onSubmit={(e) => { e.preventDefault(); if (valid && !busy) void submit(); }}>
      <p>{intro}</p>
      <label>
        {t('modal_convert_amount')} ({from.iso})
        <input name="convert-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={!valid} />
      </label>
      <p data-testid="convert-rate">{t('modal_convert_rate', { from: from.iso, to: to.iso, rate: String(rate) })}</p>
      {valid && <p data-testid="convert-receive">{t('modal_convert_receive', { amount: String(convertPreview(value, rate)), to: to.iso })}</p>}
      {error && <p role="alert" className="arena-form-error">{error}</p>}
      <div className="arena-modal__actions">
        <button type="submit" className="arena-btn arena-btn--accent" disabled={!valid || busy}>{t('modal_convert_submit')}</button>
        <button type="button" className="arena-btn arena-btn--ghost" onClick={close}>{t('modal_action_later')}</button>
      </div>
    </form>
  );
}
