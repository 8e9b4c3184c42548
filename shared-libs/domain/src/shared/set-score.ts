/**
 * A set's score as the sport writes it: "6:4", "25:23"; a tennis set decided by a tie-break carries the
 * tie-break loser's points in brackets, "7:6(5)" (the winner's are implied: 7, or two more past 5). The
 * results and betting apps both write set scores with it.
 */
export function setScoreText(set: readonly [number, number], tieBreak?: readonly [number, number] | null): string {
  const base = `${set[0]}:${set[1]}`;
  return tieBreak ? `${base}(${Math.min(tieBreak[0], tieBreak[1])})` : base;
}

/** Each period's score as the sport writes it, tie-breaks aligned with the periods (missing reads as none). */
export function setScoreTexts(periods: ReadonlyArray<readonly [number, number]>, tieBreaks?: ReadonlyArray<readonly [number, number] | null>): string[] {
  return periods.map((set, i) => setScoreText(set, tieBreaks?.[i]));
}
