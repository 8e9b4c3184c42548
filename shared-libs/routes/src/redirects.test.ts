import { describe, expect, it } from 'vitest';
import { splitPath } from './match.ts';
import { isRoutedPath } from './redirects.ts';
import { ROUTES } from './route-table.ts';
import { samplePath } from './sample-path.ts';

const routed = (pathname: string) => isRoutedPath(ROUTES, splitPath(pathname).rest);

describe('paths the client router takes somewhere other than its not-found page (issue 26: the host answers the rest 404)', () => {
  it('a route of the table, a fixed redirect of spec §2 and a legacy promotion path are routed', () => {
    for (const path of ['/ru/', '/ru/live', '/en/blog/how-odds-work', '/ru/office', '/ru/rules', '/ru/user/forgotpassword', '/ru/bonus/slot_first_deposit', '/ru/actions/cashback']) {
      expect(routed(path), path).toBe(true);
    }
  });

  it('a path no route, redirect or legacy pattern takes is not', () => {
    for (const path of ['/ru/no-such-page-xyz', '/ru/no-such-page-xyz/deeper', '/ru/results/no/such/thing/at/all', '/ru/print-coupon/abc']) expect(routed(path), path).toBe(false);
  });

  it('every route of the table is routed at its sample path, so the host never answers a real page 404', () => {
    for (const route of ROUTES) expect(routed(`/ru/${samplePath(route)}`), route.id).toBe(true);
  });
});
