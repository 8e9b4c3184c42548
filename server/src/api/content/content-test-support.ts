/** Shared set-up of the content store tests: an API with an editor and a viewer token, and call helpers. */
import { buildTestApi, type TestApi } from '../test-support.ts';
import { contentOperatorEntry } from './content-operators.ts';

export const EDITOR_TOKEN = 'editor-token-for-tests-0123456789';
export const VIEWER_TOKEN = 'viewer-token-for-tests-0123456789';

export async function buildContentApi(envOverrides: Record<string, string> = {}): Promise<TestApi> {
  return buildTestApi({
    ARENA_CONTENT_TOKENS: JSON.stringify([contentOperatorEntry(EDITOR_TOKEN, 'anna', 'editor'), contentOperatorEntry(VIEWER_TOKEN, 'oleg', 'viewer')]),
    ...envOverrides,
  });
}

export const asOperator = (token = EDITOR_TOKEN) => ({ authorization: `Bearer ${token}` });

export const newsItem = (slug: string, overrides: Record<string, unknown> = {}) => ({
  type: 'news',
  slug,
  publishedAt: '2026-11-20T10:00:00Z',
  ru: { title: 'Новая линия на биатлон', summary: 'Открыта линия на этап Кубка мира.', seoTitle: '', seoDescription: '', body: 'Линия открыта **сегодня**.' },
  en: { title: 'Biathlon line is open', summary: 'Odds for the World Cup stage are out.', seoTitle: '', seoDescription: '', body: 'The line opens **today**.' },
  ...overrides,
});
