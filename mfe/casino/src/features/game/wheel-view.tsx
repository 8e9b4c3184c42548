/** The generic demo game: a labelled wheel of 20 segments (× stake), the landed one highlighted. */
import type { DemoOutcome } from './game-api.ts';
import { useGT } from './game-text.ts';

export function WheelView({ wheel, outcome }: { wheel: number[]; outcome: DemoOutcome | null }) {
  const t = useGT();
  return (
    <div className="gm-wheel" data-testid="demo-wheel">
      <p className="gm-demo-label" data-testid="demo-label">{t('demo_game_label')}</p>
      <ol className="gm-wheel__segments">
        {wheel.map((m, i) => (
          <li key={i} className={outcome?.demo.segment === i ? 'is-landed' : ''}>
            {m}×
          </li>
        ))}
      </ol>
    </div>
  );
}
