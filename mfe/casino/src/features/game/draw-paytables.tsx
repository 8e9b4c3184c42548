/** The rules and published tables of bingo, the lottery draw, Hi-Lo and Mines (inside the game page's paytable panel). */
import type { Paytable } from './game-api.ts';
import { useGT } from './game-text.ts';

const percent = (x: number) => `${Math.round(x * 10_000) / 100} %`;

export function DrawPaytable({ paytable }: { paytable: Paytable }) {
  const t = useGT();
  if (paytable.engine === 'bingo') {
    return (
      <>
        <p>{t(paytable.balls === 75 ? 'paytable_bingo75_rules' : 'paytable_bingo90_rules', { rtp: percent(paytable.rtp), cards: paytable.maxCards })}</p>
        <table className="gm-table">
          <tbody>
            {paytable.patterns.map(({ pattern, bands }) => (
              <tr key={pattern}>
                <th scope="row">{t(`bingo_pattern_${pattern}`)}</th>
                <td>{bands.map((b) => t('bingo_band', { within: b.within, pays: b.pays })).join(' · ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  if (paytable.engine === 'lottery') {
    return (
      <>
        <p>{t('paytable_lottery_rules', { pick: paytable.pick, of: paytable.of, rtp: percent(paytable.rtp) })}</p>
        <table className="gm-table">
          <tbody>
            {paytable.prizes.map((p) => (
              <tr key={p.matches}>
                <th scope="row">{t('lottery_matches_n', { n: p.matches })}</th>
                <td>×{p.pays}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  if (paytable.engine === 'mines') {
    // The counts whose ladder reaches the max win, each with what playing to it returns (the ladder's last step is the cap).
    const capped = paytable.ladders.filter((ladder) => ladder.capReturn !== null);
    return (
      <>
        <p>{t('paytable_mines_rules', { edge: percent(paytable.houseEdge), rtp: percent(paytable.rtp), tiles: paytable.tiles, min: paytable.minMines, max: paytable.maxMines, cap: paytable.maxMultiplier })}</p>
        <ul data-testid="mines-cap-returns">
          {capped.map((ladder) => (
            <li key={ladder.mines}>{t('paytable_mines_cap_return', { mines: ladder.mines, safe: ladder.multipliers.length, rtp: percent(ladder.capReturn!) })}</li>
          ))}
        </ul>
      </>
    );
  }
  if (paytable.engine === 'hilo') {
    return <p>{t('paytable_hilo_rules', { edge: percent(paytable.houseEdge), rtp: percent(paytable.rtp), guesses: paytable.maxGuesses, max: paytable.maxMultiplier })}</p>;
  }
  return null;
}
