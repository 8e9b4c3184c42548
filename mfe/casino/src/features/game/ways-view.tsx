/**
 * The ways slot with cascades: the first screen with its winning cells outlined, then each cascade's screen in a
 * row (the refilled cells drop in, unless the player prefers reduced motion) with its multiplier and its win.
 */
import type { WaysOutcome, WaysPaytable } from './slot-mechanics-api.ts';
import { useGT } from './game-text.ts';
import { SlotScreen } from './slot-screen.tsx';

const IDLE = [0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1, 2];

export function WaysView({ paytable, outcome }: { paytable: WaysPaytable; outcome: WaysOutcome | null }) {
  const t = useGT();
  const cascades = outcome?.cascades ?? [{ cells: IDLE, wins: [], removed: [], cascadeMultiplier: 1 }];
  return (
    <div className="gm-board" data-testid="slot-ways" data-theme={paytable.theme} data-cascades={outcome ? cascades.length - 1 : ''}>
      <p className="gm-hint">{t('ways_hint', { ways: paytable.ways })}</p>
      {cascades.map((cascade, step) => {
        const fresh = new Set(step === 0 ? [] : cascades[step - 1]!.removed);
        const units = cascade.wins.reduce((sum, win) => sum + win.pay, 0) * cascade.cascadeMultiplier;
        return (
          <figure key={step} className="gm-cascade" data-testid="slot-cascade">
            <SlotScreen cells={cascade.cells} symbols={paytable.symbols} highlighted={new Set(cascade.removed)} fresh={fresh} small={step > 0} testId={step === 0 ? 'slot-reels' : undefined} />
            {step > 0 || units > 0 ? (
              <figcaption>{t(step === 0 ? 'ways_spin_win' : 'ways_cascade', { step, multiplier: cascade.cascadeMultiplier, win: Math.round((units / paytable.betUnits) * 100) / 100 })}</figcaption>
            ) : null}
          </figure>
        );
      })}
    </div>
  );
}
