/** @arena/testing: the one way a React test sets up the page an app runs in (test-only, never built). */
export { DEFAULT_USER, setUpApp } from './app-world.ts';
export type { AppWorld, AppWorldOptions, BusEvent } from './app-world.ts';
export { appCalls, installFakeBackend } from './fake-backend.ts';
export type { FakeBackend, RouteTable } from './fake-backend.ts';
export { dictionary, dictionaryNamespaces } from './dictionaries.ts';
export { renderApp } from './render-app.tsx';
export { FakeEventSource } from './fake-event-source.ts';
export type { RenderedApp } from './render-app.tsx';
export { siteConfigFixture, siteConfigGroupsFixture } from './site-config.ts';
export type { SiteConfigOverrides } from './site-config.ts';
