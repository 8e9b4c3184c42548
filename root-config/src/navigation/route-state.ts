/** What the root config publishes on the bus `route` key for a decision it renders. */
import { ERROR_ROUTE_IDS, type Layout } from '@arena/routes';
import { ERROR_TEXTS, errorText } from '../errors/error-texts.ts';
import type { NavigationDecision } from '../guards/decide.ts';

export interface RouteState {
  id: string;
  params: Record<string, string>;
  layout: Layout;
}

type Rendered = Extract<NavigationDecision, { kind: 'allow' | 'not-found' | 'error' }>;

/** Error pages carry their texts as params, so the errors app never keeps its own copy. */
function errorParams(lng: string, status: 404 | 500, message?: string): Record<string, string> {
  return { lng, status: String(status), message: errorText(status, message), fallback: ERROR_TEXTS.errorPageFailed, home: ERROR_TEXTS.home };
}

export function routeStateFor(decision: Rendered): RouteState {
  if (decision.kind === 'not-found') return { id: ERROR_ROUTE_IDS.notFound, params: errorParams(decision.lng, 404), layout: 'main' };
  if (decision.kind === 'error') return { id: ERROR_ROUTE_IDS.serverError, params: errorParams(decision.lng, 500, decision.message), layout: 'main' };
  const { route, params } = decision;
  if (route.id === ERROR_ROUTE_IDS.serverError) return { id: route.id, params: { ...params, ...errorParams(params.lng ?? 'ru', 500) }, layout: route.layout };
  return { id: route.id, params: { ...params, title: route.title }, layout: route.layout };
}
