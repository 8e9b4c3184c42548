/**
 * Issue 15 journeys: results by date and sport after the server clock moved, standings that change when
 * a game finishes, page types with their own selection, and not-found views for unknown ids.
 */
import { expect, test } from '../../support/fixtures.ts';
import { game, games, startsAfter, winnerOutcome, type ApiGame } from '../betting/betting-support.ts';
import { dayResults, demoToken, liveResults, moveClock, placeSingle, resetResultsEachTest, type ResultGame } from './results-support.ts';

resetResultsEachTest();

/** The site day (default core.timeZone: UTC+3) of a unix-seconds kick-off. */
const siteDate = (startTime: number) => new Date((startTime + 3 * 3600) * 1000).toISOString().slice(0, 10);

test('results filtered by date and sport show the games that finished once the clock moved on', async ({ page, request }) => {
  // A game in play now: not a result yet.
  const target = (await liveResults(request))[0]!;
  const date = siteDate(target.startTime);
  const before = await dayResults(request, `date=${date}&sportId=${target.sportId}`);
  expect(before.games.some((g) => g.id === target.id)).toBe(false);

  // Two days later the game is over, and still listed under its own day.
  await moveClock(request, 2 * 86_400_000);
  const after = await dayResults(request, `date=${date}&sportId=${target.sportId}`);
  const final = after.games.find((g) => g.id === target.id)!;
  expect(final.isFinished).toBe(true);

  // The left menu leads to the results.
  await page.goto('/ru/line');
  await page.getByTestId('menu-results').click();
  await expect(page.getByTestId('results-page')).toBeVisible();
  // The calendar opens on the server's today (the moved clock), not the browser's.
  await expect(page.getByTestId('results-date')).toHaveValue(after.today);

  await page.getByTestId('results-date').fill(date);
  await page.getByTestId('results-sport').selectOption(String(target.sportId));
  const row = page.getByTestId(`result-${target.id}`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('result-score')).toHaveText(`${final.score[0]}${final.score[1]}`);
  await expect(page.locator('li.rs-row')).toHaveCount(after.games.length);
  await expect(page).toHaveURL(new RegExp(`/ru/results\\?date=${date}&sport=${target.sportId}$`));

  // Searching by team keeps only that team's games.
  const team = target.opponents[0];
  const teamGames = after.games.filter((g) => g.opponents.includes(team));
  await page.getByTestId('results-team').fill(team);
  await expect(page.locator('li.rs-row')).toHaveCount(teamGames.length);
  await expect(row).toBeVisible();

  // A reload keeps the filters (they live in the URL).
  await page.reload();
  await expect(page.getByTestId('results-date')).toHaveValue(date);
  await expect(page.locator('li.rs-row')).toHaveCount(teamGames.length);
});

test('standings change after a game finishes; the game page links to the game statistics', async ({ page, request }) => {
  const target = (await liveResults(request))[0]!;
  await page.goto(`/ru/live/${target.sportSlug}/${target.champId}/${target.id}`);
  await page.getByTestId('game-statistics-link').click();
  await expect(page.getByTestId('game-statistics')).toBeVisible();
  await expect(page.getByTestId('popup-score')).toBeVisible();

  await page.goto(`/ru/statistic/${target.champId}`);
  const home = page.getByTestId(`standing-${target.teamSlugs[0]}`);
  const away = page.getByTestId(`standing-${target.teamSlugs[1]}`);
  const homePlayed = Number(await home.getByTestId('played').textContent());
  const awayPlayed = Number(await away.getByTestId('played').textContent());
  const homePoints = Number(await home.getByTestId('points').textContent());

  await request.post('/test-api/betting/game', { data: { gameId: target.id, finishedScore: [5, 0] } });
  await page.reload();
  await expect(home.getByTestId('played')).toHaveText(String(homePlayed + 1));
  await expect(away.getByTestId('played')).toHaveText(String(awayPlayed + 1));
  expect(Number(await home.getByTestId('points').textContent())).toBeGreaterThan(homePoints);
  // The newest result leads the form: a win for the home side.
  await expect(home.getByTestId('form').locator('span').first()).toHaveText('В');
  await expect(away.getByTestId('form').locator('span').first()).toHaveText('П');
});

test('page types show their own selection: top-game is the most-staked game, team pages list the team', async ({ page, request }) => {
  const auth = await demoToken(request);
  const line = (await games(request, 'section=line&limit=80')).filter(startsAfter(30));
  const target = (await game(request, line[12]!.id)) as ApiGame & { opponents: [string, string]; teamSlugs: [string, string] };
  await placeSingle(request, auth, winnerOutcome(target), 700);
  const { opponents, teamSlugs: slugs } = target;

  await page.goto('/ru/top-game/line');
  await expect(page.getByTestId('top-game')).toContainText(`${opponents[0]} — ${opponents[1]}`);
  await expect(page.getByTestId('page-type-top-game').locator('.bt-game').first()).toHaveAttribute('data-testid', `game-${target.id}`);

  // Marble lists other games than top-game (its own rule), under its own heading.
  await page.goto('/ru/marble/line');
  await expect(page.getByTestId('page-type-marble')).toContainText('Марбл');

  // /ru/team/line is a page (no 404): the teams to choose from, then one team's games.
  await page.goto('/ru/team/line');
  await expect(page.getByTestId('team-index')).toBeVisible();
  await page.getByTestId(`team-link-${slugs[0]}`).first().click();
  await expect(page).toHaveURL(new RegExp(`/ru/team/line/${slugs[0]}$`));
  await expect(page.getByTestId('betting-team').getByTestId(`game-${target.id}`)).toBeVisible();
  // The team page is headed by the team as the page language writes it, and the section's name (issue 31, item 3).
  await expect(page.getByTestId('betting-team').locator('h1')).toHaveText(`${opponents[0]} · Линия`);
});

test('a tennis set decided by a tie-break reads as tennis writes it, 7:6(5), in the results (issue 31, tennis tie-break points)', async ({ page, request }) => {
  const { today } = await dayResults(request, '');
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  let found: { date: string; game: ResultGame; set: number } | null = null;
  for (const date of [yesterday, today]) {
    for (const game of (await dayResults(request, `date=${date}&sportId=4`)).games) {
      const set = game.tieBreaks?.findIndex((tb) => tb !== null) ?? -1;
      if (set >= 0 && !found) found = { date, game, set };
    }
  }
  expect(found, 'a tennis match with a tie-break within two days').not.toBeNull();
  const { date, game, set } = found!;
  const [a, b] = game.periods[set]!;
  const tieBreak = game.tieBreaks![set]!;
  const loserPoints = Math.min(...tieBreak);
  await page.goto(`/ru/results?date=${date}&sport=4`);
  const period = page.getByTestId(`result-${game.id}`).getByTestId('result-period').nth(set);
  await expect(period).toHaveAttribute('title', `${set + 1}-й сет ${a}:${b}(${loserPoints})`);
  await expect(period.getByTestId('tie-break')).toHaveText(String(loserPoints));
});

test('unknown sport, championship and game ids show the not-found view, not the whole sport', async ({ page }) => {
  await page.goto('/ru/line/football/99999');
  await expect(page.getByTestId('not-found')).toHaveAttribute('data-kind', 'champ');
  await expect(page.getByTestId('section-games')).toHaveCount(0);
  // A real championship of another sport is unknown under football too.
  await page.goto('/ru/line/football/201');
  await expect(page.getByTestId('not-found')).toHaveAttribute('data-kind', 'champ');
  await page.goto('/ru/line/football/101');
  await expect(page.getByTestId('section-games')).toBeVisible();
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await page.goto('/ru/line/curling');
  await expect(page.getByTestId('not-found')).toHaveAttribute('data-kind', 'sport');
  await page.goto('/ru/top-game/line/curling');
  await expect(page.getByTestId('not-found')).toHaveAttribute('data-kind', 'sport');
  await page.goto('/ru/live/football/101/1');
  await expect(page.getByTestId('not-found')).toHaveAttribute('data-kind', 'game');
  // The results app has its own not-found view for unknown statistics ids.
  await page.goto('/ru/statistic/99999');
  await expect(page.getByTestId('app-results').getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('left-menu-links')).toHaveCount(0);
});

test('a set sport is scored in sets: its statistics show the set in play, not a clock, and each set\'s points', async ({ page, request }) => {
  // About a third of the live games are table tennis, volleyball or tennis.
  const live = (await liveResults(request)).find((g) => g.scoring !== 'goals')!;
  expect(Math.max(...live.score)).toBeLessThan(3);
  await page.goto(`/ru/statisticpopup/${live.id}`);
  await expect(page.getByTestId('popup-score')).toHaveText(/^\d : \d$/);
  await expect(page.getByTestId('game-statistics')).toContainText(/Лайв \d-й сет/);
  await expect(page.locator('.rs-periods th').nth(1)).toHaveText('1-й сет');
});
