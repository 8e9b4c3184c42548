import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdjustableClock } from '../../platform/clock.ts';
import { openDatabase, type OpenedDatabase } from '../db/connection.ts';
import { updateItem } from './content-editor.ts';
import { createContentStore } from './content-store.ts';

let dir: string;
let database: OpenedDatabase;
const clock = new AdjustableClock();

const text = (title: string) => ({ title, summary: '', seoTitle: '', seoDescription: '', body: `# ${title}` });
const writeSeed = (slug: string, title: string, extra: object = {}) => {
  mkdirSync(join(dir, 'news'), { recursive: true });
  writeFileSync(join(dir, 'news', `${slug}.json`), JSON.stringify({ type: 'news', slug, publishedAt: '2026-11-01', ru: text(title), ...extra }));
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-seed-'));
  database = openDatabase(':memory:', clock);
});
afterEach(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('seeding the content store', () => {
  it('writes new seed files as published items once; an unchanged file writes nothing again', () => {
    writeSeed('first', 'Первая');
    const store = createContentStore(database.db, dir);
    expect(store.seed(clock.nowSeconds())).toBe(1);
    expect(store.published('news', 'first')?.ru?.title).toBe('Первая');
    expect(store.seed(clock.nowSeconds())).toBe(0);
  });

  it('a changed seed file updates an item nobody edited, but never overrides an operator edit', () => {
    writeSeed('edited', 'Из файла');
    writeSeed('untouched', 'Из файла');
    const store = createContentStore(database.db, dir);
    store.seed(clock.nowSeconds());
    const item = store.repo.find('news', 'edited')!;
    updateItem(store.repo, 'news', 'edited', { publishedAt: item.publishedAt, ru: text('Правка оператора') }, { operator: 'anna', nowSeconds: clock.nowSeconds() });

    writeSeed('edited', 'Новый файл');
    writeSeed('untouched', 'Новый файл');
    expect(store.seed(clock.nowSeconds())).toBe(1);
    expect(store.repo.find('news', 'edited')!.ru!.title).toBe('Правка оператора');
    expect(store.repo.find('news', 'untouched')!.ru!.title).toBe('Новый файл');
  });

  it('an item an operator deleted does not come back from its seed file', () => {
    writeSeed('gone', 'Удалённая');
    const store = createContentStore(database.db, dir);
    store.seed(clock.nowSeconds());
    store.repo.remove('news', 'gone', { operator: 'anna', at: clock.nowSeconds() });
    expect(store.seed(clock.nowSeconds())).toBe(0);
    expect(store.repo.find('news', 'gone')).toBeNull();
  });

  it('a seed file that breaks the format stops the start, naming the file', () => {
    writeSeed('broken', 'Сломанная', { slug: 'Not A Slug' });
    expect(() => createContentStore(database.db, dir).seed(clock.nowSeconds())).toThrow(/broken\.json/);
    writeSeed('broken', 'Сломанная', { ru: undefined, en: undefined });
    expect(() => createContentStore(database.db, dir).seed(clock.nowSeconds())).toThrow(/at least one language/);
  });
});
