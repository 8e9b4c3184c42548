/** The markets of virtual tennis and basketball: the winner (each side) and the total over or under the line, each with its odds. */
import { useFormatters } from '@arena/ui-kit';
import type { HeadToHeadPick, PricedPick, VirtualPick } from './arcade-api.ts';
import { useGT } from './game-text.ts';

/** A market's name: the side (tennis's players, basketball's teams) or the total with its line. */
export function useMarketName(sport: 'tennis' | 'basketball'): (pick: HeadToHeadPick, line: number) => string {
  const t = useGT();
  const format = useFormatters();
  return (pick, line) => (pick === 'over' || pick === 'under' ? t(`h2h_${pick}_${sport}`, { line: format.number(line, { fractionDigits: 1 }) }) : t(`${sport}_${pick}`));
}

export function HeadToHeadPicks({ sport, picks, line, pick, disabled, onPick }: { sport: 'tennis' | 'basketball'; picks: Array<PricedPick<HeadToHeadPick>>; line: number; pick: VirtualPick; disabled: boolean; onPick: (pick: HeadToHeadPick) => void }) {
  const t = useGT();
  const format = useFormatters();
  const name = useMarketName(sport);
  // A pick the sport has no market for (football's draw) shows as the home side, which is what the play call backs.
  const chosen = picks.some((p) => p.pick === pick) ? pick : 'home';
  return (
    <div className="gm-choices" role="group" aria-label={t('h2h_pick_label')}>
      {picks.map((p) => (
        <button key={p.pick} type="button" aria-pressed={chosen === p.pick} disabled={disabled} onClick={() => onPick(p.pick)} data-testid={`h2h-pick-${p.pick}`}>
          {t('match_odds', { pick: name(p.pick, line), odds: format.number(p.odds, { fractionDigits: 2 }) })}
        </button>
      ))}
    </div>
  );
}
