/** Every text the office frame and pages ask for exists in ru and en (no key shown as text, no English on /ru/). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFICE_MENU_GROUPS, OFFICE_PAGES } from './office-pages.ts';
import { PERIODS, STATUSES, TYPES } from '../history/history-filters.ts';
import { SUPPORT_TOPICS } from '../support/support-page.tsx';
import { IDEA_CATEGORIES } from '../share-idea/share-idea-page.tsx';

const dictionary = (lng: string): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../server/src/api/dictionaries/data', lng, 'office.json'), 'utf8'));

const OWN_FOLDERS = ['account', 'security', 'settings', 'support', 'verification', 'share-idea', 'frame', 'history'];
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });
}

const staticKeys = (): string[] => {
  const keys = new Set<string>();
  const sources = [...OWN_FOLDERS.flatMap((f) => files(join(import.meta.dirname, '..', f))), join(import.meta.dirname, '../ban/appeal-section.tsx')];
  for (const file of sources) for (const m of readFileSync(file, 'utf8').matchAll(/\bt\('([a-z0-9_]+)'/g)) keys.add(m[1]!);
  return [...keys];
};

const dynamicKeys = (): string[] => [
  ...OFFICE_MENU_GROUPS.map((g) => `menu_group_${g}`),
  ...OFFICE_PAGES.map((p) => p.labelKey),
  ...PERIODS.map((p) => `history_period_${p}`),
  ...STATUSES.map((s) => `history_status_${s}`),
  ...TYPES.map((ty) => `history_type_${ty}`),
  ...['open', 'win', 'lose', 'void'].map((r) => `history_leg_${r}`),
  ...SUPPORT_TOPICS.map((id) => `support_topic_${id}`),
  ...IDEA_CATEGORIES.map((id) => `idea_category_${id}`),
  ...['waiting', 'answered', 'closed'].flatMap((s) => [`ticket_status_${s}`, `appeal_status_${s}`]),
  ...['none', 'pending', 'verified', 'rejected'].map((s) => `verification_status_${s}`),
  ...['identity', 'selfie', 'address'].flatMap((k) => [`document_kind_${k}`, `document_kind_${k}_hint`]),
  ...['pending', 'verified', 'rejected'].map((s) => `document_status_${s}`),
  ...['bad', 'normal', 'good', 'full'].map((s) => `protection_${s}`),
  ...[1, 2, 3, 4, 5].map((id) => `security_question_${id}`),
  ...[0, 1, 2, 3].map((id) => `document_type_${id}`),
  ...['upload_missing', 'upload_type', 'upload_too_large', 'document_reason_low_quality', 'document_reason_profile_incomplete'],
];

describe('office dictionary', () => {
  it('has every static and dynamic key of the office pages in ru and en', () => {
    const wanted = [...staticKeys(), ...dynamicKeys()];
    expect(wanted.length).toBeGreaterThan(150);
    for (const lng of ['ru', 'en']) {
      const texts = dictionary(lng);
      const missing = wanted.filter((key) => !texts[key]);
      expect(missing, lng).toEqual([]);
    }
  });
  it('ru texts are Russian (no English left on /ru/ pages)', () => {
    const ru = dictionary('ru');
    const english = Object.entries(ru).filter(([, text]) => /^[A-Za-z ,.'!?:-]{6,}$/.test(text));
    expect(english).toEqual([]);
  });
});
