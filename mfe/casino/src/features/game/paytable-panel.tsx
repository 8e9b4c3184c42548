/** The published paytable of the game's engine, with its RTP (served by the API with the launch). */
import { useFormatters } from '@arena/ui-kit';
import type { Paytable } from './game-api.ts';
import { useGT } from './game-text.ts';
import { SymbolTile } from './slot-view.tsx';
import { SlotMechanicsRules } from './slot-mechanics-rules.tsx';
import { DrawPaytable } from './draw-paytables.tsx';
import { ArcadePaytableRows, isArcadePaytable } from './arcade-paytable.tsx';

export function PaytablePanel({ paytable }: { paytable: Paytable }) {
  const t = useGT();
  // RTP and house edge as percents of the page language (0.965 → "96,50 %" in ru).
  const { percent } = useFormatters();
  return (
    <details className="gm-panel" data-testid="paytable">
      <summary>{t('paytable_title')}</summary>
      <p>{t('paytable_rtp', { rtp: percent(paytable.rtp) })}</p>
      <SlotMechanicsRules paytable={paytable} />
      {paytable.engine === 'slot' ? (
        <>
          <p>{t('paytable_slot_rules', { lines: paytable.paylines.length })}</p>
          <table className="gm-table">
            <thead>
              <tr><th>{t('paytable_symbol')}</th><th>3</th><th>4</th><th>5</th></tr>
            </thead>
            <tbody>
              {paytable.linePays.map((row, symbol) => (
                <tr key={row.symbol}>
                  <td><SymbolTile symbol={symbol} /> {t(`symbol_${row.symbol}`)}</td>
                  {row.pays.map((p, i) => <td key={i}>{p}×</td>)}
                </tr>
              ))}
              <tr>
                <td><SymbolTile symbol={9} /> {t('symbol_star')}</td>
                {paytable.scatterPays.map((p, i) => <td key={i}>{t('paytable_scatter_pay', { pay: p })}</td>)}
              </tr>
            </tbody>
          </table>
        </>
      ) : null}
      {paytable.engine === 'keno' ? (
        <>
          <p>{t('paytable_keno_rules', { numbers: paytable.numbers, drawn: paytable.drawn, maxPicks: paytable.maxPicks })}</p>
          <table className="gm-table">
            <thead>
              <tr><th>{t('paytable_picks')}</th><th>{t('paytable_hits_pays')}</th><th>{t('paytable_rtp_short')}</th></tr>
            </thead>
            <tbody>
              {paytable.pays.map((row) => (
                <tr key={row.picks}>
                  <td>{row.picks}</td>
                  <td>{row.pays.map((p, hits) => (p > 0 ? `${hits}: ${p}×` : null)).filter(Boolean).join(' · ')}</td>
                  <td>{percent(row.rtp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {paytable.engine === 'crash' ? <p>{t('paytable_crash_rules', { edge: percent(paytable.houseEdge), max: paytable.maxMultiplier })}</p> : null}
      {paytable.engine === 'roulette' ? <p>{t('paytable_roulette_rules')}</p> : null}
      {paytable.engine === 'dice' ? <p>{t('paytable_dice_rules', { edge: percent(paytable.houseEdge), min: paytable.minTarget, max: paytable.maxTarget })}</p> : null}
      {paytable.engine === 'plinko' ? <p>{t('paytable_plinko_rules', { rows: paytable.rows, risk: t(`risk_${paytable.risk}`), bins: paytable.bins.join(' · ') })}</p> : null}
      {paytable.engine === 'scratch' ? (
        <>
          <p>{t('paytable_scratch_rules', { cells: paytable.cells })}</p>
          <table className="gm-table">
            <tbody>
              {paytable.prizes.map((prize) => (
                <tr key={prize.symbol}><td>{t(`symbol_${prize.symbol}`)}</td><td>{prize.pays}×</td><td>{percent(prize.chance)}</td></tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {paytable.engine === 'wheel' ? <p>{t('paytable_wheel_rules', { segments: paytable.segments.length, marks: paytable.marks.map((m) => `${m.mark} (${m.count})`).join(', ') })}</p> : null}
      {paytable.engine === 'blackjack' ? <p>{t('paytable_blackjack_rules', { rtp: percent(paytable.rtp) })}</p> : null}
      {paytable.engine === 'video-poker' ? (
        <>
          <p>{t('paytable_video_poker_rules', { rtp: percent(paytable.rtp) })}</p>
          <table className="gm-table" data-testid="paytable-poker">
            <tbody>
              {paytable.pays.map((row) => <tr key={row.hand}><td>{t(`vp_hand_${row.hand}`)}</td><td>× {row.pays}</td></tr>)}
            </tbody>
          </table>
        </>
      ) : null}
      {paytable.engine === 'baccarat' ? <p>{t('paytable_baccarat_rules', { player: percent(paytable.sides[0]?.rtp ?? 0), banker: percent(paytable.sides[1]?.rtp ?? 0), tie: percent(paytable.sides[2]?.rtp ?? 0) })}</p> : null}
      <DrawPaytable paytable={paytable} />
      {isArcadePaytable(paytable) ? <ArcadePaytableRows paytable={paytable} /> : null}
    </details>
  );
}
