/**
 * The provably-fair panel: the hash of the next round's server seed (shown before playing), the client
 * seed the player may change, and for each finished round its revealed seed with a Verify button that has
 * the server recompute the round from the seeds alone.
 */
import { useState } from 'react';
import { verifyRequestOf, verifyVerdictOf } from '@arena/domain';
import { useFormatters } from '@arena/ui-kit';
import { gameApi, type Round, type SessionState } from './game-api.ts';
import { useGT } from './game-text.ts';

export function VerifyRow({ round, game }: { round: Round; game: string }) {
  const t = useGT();
  const format = useFormatters();
  const [result, setResult] = useState<'idle' | 'checking' | 'ok' | 'mismatch' | 'failed'>('idle');
  // The round's own table and choice (@arena/domain round-verify.ts: the server's tests hold it to the verify call).
  const request = verifyRequestOf(round, game);
  if (!request) return null;
  const verify = async () => {
    setResult('checking');
    try {
      setResult(verifyVerdictOf(round, await gameApi.verify(request)));
    } catch {
      setResult('failed');
    }
  };
  return (
    <li className="gm-fair__round" data-testid="fair-round">
      <span>{t('fair_round', { nonce: round.nonce, stake: format.number(round.stake, { fractionDigits: 2 }), win: format.number(round.win, { fractionDigits: 2 }) })}</span>
      <code className="gm-code">{t('fair_seed')}: {round.serverSeed}</code>
      <code className="gm-code">{t('fair_hash')}: {round.serverSeedHash}</code>
      <button type="button" onClick={verify} disabled={result === 'checking'} data-testid="fair-verify">
        {t('fair_verify')}
      </button>
      {result !== 'idle' && result !== 'checking' ? <strong data-testid="fair-verdict" data-verdict={result}>{t(`fair_${result}`)}</strong> : null}
    </li>
  );
}

export function FairPanel(props: { game: string; session: SessionState; history: Round[]; onClientSeed: (seed: string) => void }) {
  const t = useGT();
  const [seed, setSeed] = useState(props.session.clientSeed);
  const valid = /^[\x21-\x7e]{1,64}$/.test(seed);
  return (
    <details className="gm-panel" data-testid="fair-panel">
      <summary>{t('fair_title')}</summary>
      <p>{t('fair_explain')}</p>
      <dl className="gm-facts">
        <dt>{t('fair_next_hash')}</dt>
        <dd><code className="gm-code" data-testid="fair-next-hash">{props.session.nextServerSeedHash}</code></dd>
        <dt>{t('fair_next_nonce')}</dt>
        <dd>{props.session.nextNonce}</dd>
      </dl>
      <form className="gm-row" onSubmit={(e) => { e.preventDefault(); if (valid) props.onClientSeed(seed); }}>
        <label>
          {t('fair_client_seed')} <input value={seed} maxLength={64} onChange={(e) => setSeed(e.target.value)} aria-invalid={!valid} />
        </label>
        <button type="submit" disabled={!valid || seed === props.session.clientSeed}>{t('fair_save_seed')}</button>
      </form>
      {!valid ? <p className="gm-error-text">{t('fair_seed_invalid')}</p> : null}
      <h3>{t('fair_history')}</h3>
      {props.history.length === 0 ? <p>{t('fair_no_rounds')}</p> : <ul className="gm-fair__list">{props.history.map((r) => <VerifyRow key={r.roundId} round={r} game={props.game} />)}</ul>}
    </details>
  );
}
