/**
 * The provably-fair panel: the hash of the next round's server seed (shown before playing), the client
 * seed the player may change, and for each finished round its revealed seed with a Verify button that has
 * the server recompute the round from the seeds alone.
 */
import { useState } from 'react';
import { useFormatters } from '@arena/ui-kit';
import { gameApi, isFamilyEngine, type FamilyChoice, type Round, type SessionState } from './game-api.ts';
import { useGT } from './game-text.ts';

/** What the round was played with, as the verify call takes it (a family's or classic slot's game and choice, keno's picks). */
function playedWith(round: Round, game: string) {
  if (isFamilyEngine(round.engine)) return round.picks && !Array.isArray(round.picks) ? { game, choice: round.picks as FamilyChoice } : { game };
  // A classic slot plays the table of its game's volatility.
  if (round.engine === 'slot') return { game };
  return round.engine === 'keno' && Array.isArray(round.picks) ? { picks: round.picks } : {};
}

export function VerifyRow({ round, game }: { round: Round; game: string }) {
  const t = useGT();
  const format = useFormatters();
  const [result, setResult] = useState<'idle' | 'checking' | 'ok' | 'mismatch' | 'failed'>('idle');
  if (!round.serverSeed) return null;
  const verify = async () => {
    setResult('checking');
    try {
      const answer = await gameApi.verify({
        engine: round.engine, serverSeed: round.serverSeed!, serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce,
        ...playedWith(round, game),
      });
      // A crash round stores its crash point and cash-out; the engine's outcome is the crash point alone.
      const same =
        round.engine === 'crash'
          ? (answer.outcome as { crashPoint?: number }).crashPoint === (round.outcome as { crashPoint?: number } | null)?.crashPoint
          : JSON.stringify(answer.outcome) === JSON.stringify(round.outcome);
      setResult(answer.seedMatchesHash && same ? 'ok' : 'mismatch');
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
