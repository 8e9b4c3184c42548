/** Small views shared by the results and statistics pages: tabs, a result row, form badges, states. */
import { siteConfig } from '@arena/config';
import { matchClock, periodName, setScoreText, showsMatchClock, type PeriodShape } from '@arena/domain';
import { isNotFound as isNotFoundError, Link, useBusState, useFormatters, type AsyncState } from '@arena/ui-kit';
import type { FormLetter, GameResult } from './results-api.ts';
import { useT } from './text.tsx';

export type Tab = 'results' | 'live' | 'zone' | 'statistic';

/** Whether the statistics pages exist (site config feature `statistics`), re-read when the config installs. */
export function useStatisticsOn(): boolean {
  useBusState('configReady');
  return siteConfig.isFeatureOn('statistics');
}

export function ResultsTabs({ active }: { active: Tab }) {
  const t = useT();
  const lng = useBusState('language');
  const statistics = useStatisticsOn();
  const tabs: Array<[Tab, string]> = [
    ['results', `/${lng}/results`],
    ['live', `/${lng}/results/live`],
    ['zone', `/${lng}/results/zone`],
    ...(statistics ? [['statistic', `/${lng}/statistic`] as [Tab, string]] : []),
  ];
  return (
    <nav className="rs-tabs" aria-label={t('tabs_label')}>
      {tabs.map(([tab, href]) => (
        <Link key={tab} href={href} className={tab === active ? 'is-active' : ''} aria-current={tab === active ? 'page' : undefined} data-testid={`results-tab-${tab}`}>
          {t(`tab_${tab}`)}
        </Link>
      ))}
    </nav>
  );
}


/** A period's name as the sport writes it ("Set 3", "2nd period", "Overtime", "Shootout"). */
export function usePeriodText(): (game: PeriodShape, period: number) => string {
  const t = useT();
  return (game, period) => {
    const name = periodName(game, period);
    return t(name.key, { n: name.n });
  };
}

/** The live clock of a game: minutes of play, or the set in play for a set sport. */
export function useLiveClock(): (game: PeriodShape & { secondsOfPlay: number; period: number }) => string {
  const periodText = usePeriodText();
  return (game) => (showsMatchClock(game) ? matchClock(game.secondsOfPlay) : periodText(game, game.period));
}

/** withDate: lists that span several days (team pages, head-to-head) show the date with the time. */
export function ResultRow({ game, showChamp = false, withDate = false }: { game: GameResult; showChamp?: boolean; withDate?: boolean }) {
  const t = useT();
  const lng = useBusState('language');
  const format = useFormatters();
  const statistics = useStatisticsOn();
  const periodText = usePeriodText();
  const liveClock = useLiveClock();
  const won = (side: 0 | 1) => game.isFinished && game.score[side] > game.score[side === 0 ? 1 : 0];
  // Team names lead to the team's statistics page when statistics exist.
  const team = (side: 0 | 1) =>
    statistics ? (
      <Link href={`/${lng}/statistic/${game.champId}/${game.teamSlugs[side]}`} className={won(side) ? 'is-winner' : ''}>{game.opponents[side]}</Link>
    ) : (
      <span className={won(side) ? 'is-winner' : ''}>{game.opponents[side]}</span>
    );
  return (
    <li className={`rs-row${game.isLive ? ' is-live' : ''}`} data-testid={`result-${game.id}`}>
      <span className="rs-row__time">
        {game.isLive ? <b className="rs-live">{t('live_badge')} {liveClock(game)}</b> : (withDate ? format.dateTime : format.time)(game.startTime * 1000)}
        {showChamp ? <small>{game.champName}</small> : null}
      </span>
      <span className="rs-row__teams">
        {team(0)}
        {team(1)}
      </span>
      <span className="rs-row__score" data-testid="result-score">
        <b>{game.score[0]}</b>
        <b>{game.score[1]}</b>
      </span>
      <span className="rs-row__periods" aria-label={t(showsMatchClock(game) ? 'periods_label' : 'sets_label')}>
        {game.periods.map((p, i) => (
          <span key={i} title={`${periodText(game, i + 1)} ${setScoreText(p, game.tieBreaks?.[i])}`} data-testid="result-period">
            <SetCell set={p} side={0} tieBreak={game.tieBreaks?.[i]} />
            <SetCell set={p} side={1} tieBreak={game.tieBreaks?.[i]} />
          </span>
        ))}
      </span>
      {statistics ? (
        <Link className="rs-row__stats" href={`/${lng}/statisticpopup/${game.id}`} title={t('game_statistics')}>
          {t('stats_short')}
        </Link>
      ) : null}
    </li>
  );
}

/**
 * One side's points (games) of a set; a tennis set decided by a tie-break marks the loser's tie-break
 * points above its games, as tennis writes it (7:6⁵ reads 7:6(5), domain setScoreText).
 */
export function SetCell({ set, side, tieBreak, as: Tag = 'i' }: { set: readonly [number, number]; side: 0 | 1; tieBreak: readonly [number, number] | null | undefined; as?: 'i' | 'td' }) {
  const lostTieBreak = tieBreak && set[side] < set[side === 0 ? 1 : 0];
  return (
    <Tag>
      {set[side]}
      {lostTieBreak ? <sup data-testid="tie-break">{tieBreak[side]}</sup> : null}
    </Tag>
  );
}

export function FormBadges({ form }: { form: readonly FormLetter[] }) {
  const t = useT();
  return (
    <span className="rs-form" data-testid="form">
      {form.map((letter, i) => (
        <span key={i} className={`rs-form__${letter}`} title={t(`form_${letter}_title`)}>
          {t(`form_${letter}`)}
        </span>
      ))}
    </span>
  );
}

/** Loading, failure (with the server's message when it sent one) or the content. */
export function Loaded<T>({ state, children }: { state: AsyncState<T>; children: (data: T) => React.ReactNode }) {
  const t = useT();
  if (state.status === 'loading') return <div className="rs-skeleton" aria-busy="true" />;
  if (state.status === 'error') {
    const message = (state.error as { body?: { message?: string } } | null)?.body?.message;
    return (
      <p className="rs-error" role="alert" data-testid="results-error">
        {message ?? t('load_error')}
      </p>
    );
  }
  return <>{children(state.data)}</>;
}

/** The app's own not-found view: unknown championship, team or game ids. */
export function NotFoundView() {
  const t = useT();
  const lng = useBusState('language');
  const statistics = useStatisticsOn();
  return (
    <section className="rs-notfound" data-testid="not-found">
      <h2>{t('not_found_title')}</h2>
      <p>{t('not_found_text')}</p>
      <p>
        <Link href={`/${lng}/results`}>{t('tab_results')}</Link>
        {statistics ? <> · <Link href={`/${lng}/statistic`}>{t('tab_statistic')}</Link></> : null}
      </p>
    </section>
  );
}

export const isNotFound = (state: AsyncState<unknown>) => state.status === 'error' && isNotFoundError(state.error);
