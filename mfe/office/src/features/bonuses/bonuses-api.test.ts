import { describe, expect, it } from 'vitest';
import { createFakeFetch, createHttpClient } from '@arena/http';
import { createOfficeBonusesApi } from './bonuses-api.ts';

describe('bonus offer titles (issue 31: every language reads its own content)', () => {
  it('asks the content store in the page language, not its first language', async () => {
    const fetch = createFakeFetch();
    fetch.on('GET', '/content-api/items', { body: { items: [{ slug: 'welcome', title: 'Xoş gəldin bonusu' }] } });
    const api = createOfficeBonusesApi(createHttpClient({ fetch, getLanguage: () => 'az' }));
    expect(await api.offerTitles('az')).toEqual({ welcome: 'Xoş gəldin bonusu' });
    const [call] = fetch.callsTo('/content-api/items');
    expect(new URL(call!.url, 'http://arena.test').searchParams.get('lng')).toBe('az');
  });
});
