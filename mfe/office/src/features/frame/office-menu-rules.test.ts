import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { menuGroups, OFFICE_PATHS } from './office-menu-rules.ts';
import type { OfficePageRow } from './office-pages.ts';

const Page: ComponentType = () => null;
const rows: OfficePageRow[] = [
  { routeId: 'office-account', labelKey: 'menu_account', group: 'account', page: Page },
  { routeId: 'office-identification', labelKey: 'menu_identification', group: 'account', page: Page },
  { routeId: 'office-verification', labelKey: 'menu_verification', group: 'account', page: Page },
  { routeId: 'office-deduce', labelKey: 'menu_deduce', group: 'money', page: Page },
  { routeId: 'office-historypay', labelKey: 'menu_historypay', group: 'money', page: null },
  { routeId: 'office-payment-topic', labelKey: 'x', group: 'money', page: Page, menu: false },
  { routeId: 'office-support', labelKey: 'menu_support', group: 'help', page: Page },
];
const ids = (groups: ReturnType<typeof menuGroups>) => groups.flatMap((g) => g.rows.map((r) => r.routeId));
const player = { banLevel: 0, banVersion: 0, identificationEnabled: true };

describe('office menu', () => {
  it('lists written pages only, never sub-pages, grouped in menu order', () => {
    const groups = menuGroups(player, rows);
    expect(groups.map((g) => g.group)).toEqual(['account', 'money', 'help']);
    expect(ids(groups)).toEqual(['office-account', 'office-identification', 'office-verification', 'office-deduce', 'office-support']);
  });
  it('hides identification when the site config disables it', () => {
    expect(ids(menuGroups({ ...player, identificationEnabled: false }, rows))).not.toContain('office-identification');
  });
  it('spec §4: a banned player sees only ban-accessible pages, and withdrawal only at the allowed level', () => {
    expect(ids(menuGroups({ banLevel: 45, banVersion: 1, identificationEnabled: true }, rows))).toEqual(['office-identification', 'office-verification', 'office-support']);
    expect(ids(menuGroups({ banLevel: 53, banVersion: 1, identificationEnabled: true }, rows))).toContain('office-deduce');
  });
  it('every menu page has its office path', () => {
    for (const id of ['office-account', 'office-share-idea', 'office-payment-create-request'] as const) expect(OFFICE_PATHS[id]).toMatch(/^office\//);
  });
});
