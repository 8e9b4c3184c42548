/**
 * The hold-and-win slot: the base screen (coins show their value), and when six or more coins land the respins
 * one by one: the locked coins stay, new coins drop in (reduced motion: no animation), the respins left reset to 3.
 */
import type { HoldOutcome, HoldPaytable } from './slot-mechanics-api.ts';
import { useGT } from './game-text.ts';
import { SlotScreen } from './slot-screen.tsx';

const IDLE = [0, 1, 2, 3, 4, 5, 7, 1, 2, 3, 4, 5, 0, 7, 2];
const COIN = 7;

export function HoldView({ paytable, outcome }: { paytable: HoldPaytable; outcome: HoldOutcome | null }) {
  const t = useGT();
  const cells = outcome?.cells ?? IDLE;
  const feature = outcome?.feature ?? null;
  const winning = new Set<number>();
  for (const win of outcome?.wins ?? []) for (let i = 0; i < win.reels * 3; i++) if (cells[i] === win.symbol || cells[i] === 6) winning.add(i);
  // The base screen's coins carry their values; the feature's coins are known from `values` once it has run.
  const baseValues = feature ? cells.map((c, i) => (c === COIN ? outcome!.values[i]! : 0)) : outcome?.values;
  const landed = new Set(feature?.respins.flatMap((r) => r.landed) ?? []);
  const lockedCells = cells.map((c, i) => (c === COIN || landed.has(i) ? COIN : -1));
  return (
    <div className="gm-board" data-testid="slot-hold" data-theme={paytable.theme} data-feature={feature ? (feature.full ? 'full' : 'played') : 'none'}>
      <p className="gm-hint">{t('hold_hint', { trigger: paytable.trigger, respins: paytable.respins })}</p>
      <SlotScreen cells={cells} symbols={paytable.symbols} values={baseValues} highlighted={winning} testId="slot-reels" />
      {feature ? (
        <figure className="gm-cascade" data-testid="hold-feature">
          <SlotScreen cells={lockedCells.map((c) => (c === COIN ? COIN : 8))} symbols={[...paytable.symbols, 'blank']} values={outcome!.values} fresh={landed} />
          <figcaption>
            {feature.respins.map((r, i) => <span key={i} className="gm-respin" data-landed={r.landed.length}>{t('hold_respin', { n: i + 1, landed: r.landed.length, left: r.respinsLeft })}</span>)}
            <strong>{feature.full ? t('hold_grand', { grand: paytable.grand, pay: feature.pay }) : t('hold_feature_pay', { coins: feature.coins, pay: feature.pay })}</strong>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
