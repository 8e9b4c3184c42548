/** Renders a piece of an app the way createArenaApp mounts it: inside its bus scope, in a set-up page. */
import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { AppScopeProvider } from '@arena/ui-kit';
import { setUpApp, type AppWorld, type AppWorldOptions } from './app-world.ts';

export type RenderedApp = RenderResult & AppWorld;

/**
 * `await renderApp(<LimitsPage store={store} />, { language: 'ru', session: {}, http: { 'GET /office-api/profile': { body } } })`.
 * The first render and the effects it starts (the app's first requests answered by the fake backend) are
 * settled before it returns; `rerender` keeps the providers.
 */
export async function renderApp(ui: ReactElement, options: AppWorldOptions = {}): Promise<RenderedApp> {
  const world = await setUpApp(options);
  const Providers = ({ children }: { children: ReactNode }) => <AppScopeProvider scope={world.scope}>{children}</AppScopeProvider>;
  let view!: RenderResult;
  await act(async () => {
    view = render(ui, { wrapper: Providers });
  });
  return Object.assign(view, world);
}
