/** Walks the whole table: every route resolves to its own app (no unexpected 404, no shadowing). */
import { describe, expect, it } from 'vitest';
import { matchPattern, REDIRECTS, redirectAsRoute, ROUTES, samplePath } from '@arena/routes';
import { contextFor } from '../testing/navigation-fixtures.ts';
import { decideNavigation } from './decide.ts';

const redirectFor = (path: string) => REDIRECTS.find((rule) => matchPattern(redirectAsRoute(rule), path.split('/').filter(Boolean)));

describe('every route of spec §2 resolves', () => {
  for (const route of ROUTES) {
    for (const withOptionals of [true, false]) {
      const path = samplePath(route, withOptionals);
      if (!withOptionals && path === samplePath(route, true)) continue;
      it(`/ru/${path} → ${route.app} (${route.id})`, () => {
        const decision = decideNavigation(`/ru/${path}`, contextFor(route));
        const redirect = redirectFor(path);
        if (redirect) {
          // Bare rules is a redirect source of its own (rules → rules/1).
          expect(decision).toMatchObject({ kind: 'redirect', rule: redirect.id });
          return;
        }
        expect(decision.kind).toBe('allow');
        if (decision.kind !== 'allow') return;
        expect(decision.route.id).toBe(route.id);
        expect(decision.route.app).toBe(route.app);
        expect(decision.params.lng).toBe('ru');
      });
    }
  }
});
