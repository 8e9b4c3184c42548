/**
 * Where every route of the table ends under the config the server serves, in every interface language, for a
 * visitor and for the demo player: its app or a redirect, never an unexpected 404. The browser follows these
 * decisions in the route walk (languages/language-walk.spec.ts, once per language and walker).
 */
import { ERRORS_APP, ROUTES, samplePath } from '@arena/routes';
import { expect, test } from '../../support/fixtures.ts';
import { demoPlayerContext, finalDecision, visitorContext } from '../../support/route-walk.ts';

const LANGUAGES = ['ru', 'en', 'ua', 'kz', 'az', 'ar'] as const;

test('every route of the table ends, under the served config, on its app or a redirect, with no unexpected 404', async ({ request }) => {
  const unexpected404: string[] = [];
  let decided = 0;
  for (const language of LANGUAGES) {
    for (const context of [await visitorContext(request, language), await demoPlayerContext(request, language)]) {
      const walker = context.user ? 'demo player' : 'visitor';
      for (const route of ROUTES) {
        if (route.ban === 'banned-only' || route.role === 'block-page') continue; // walked by the guard journeys
        const path = `/${language}/${samplePath(route)}`;
        const decision = finalDecision(path, context);
        // The error pages themselves (500) render the errors app on purpose; a route with conditions may be off.
        const endsOnErrors = decision.kind === 'not-found' || decision.kind === 'error';
        if (endsOnErrors && route.app !== ERRORS_APP && !route.conditions?.length) unexpected404.push(`${walker} ${path}`);
        decided += 1;
      }
    }
  }
  expect(unexpected404).toEqual([]);
  expect(decided).toBeGreaterThan(12 * 100);
});
