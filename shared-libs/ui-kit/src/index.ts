/** @arena/ui-kit: the React side of the platform — app lifecycles, bus hooks and shared components. */
export { AppScopeProvider, createArenaApp, useAppScope } from './app/create-arena-app.tsx';
export type { ArenaAppDefinition, ArenaAppProps } from './app/create-arena-app.tsx';
export { markRenderedState, useBusEvent, useBusState } from './hooks/bus-hooks.ts';
export { useHydrated } from './hooks/use-hydrated.ts';
export { useArenaTranslation, useDictionaryState, useFormatters } from './hooks/i18n-hooks.ts';
export type { Formatters } from '@arena/i18n';
export { isNotFound, useAsync, type AsyncOptions, type AsyncState } from './hooks/use-async.ts';
export { useServerState, type ServerStateQuery, type ServerStateResult } from './server-state/use-server-state.ts';
export { AppErrorFallback } from './components/app-error-fallback.tsx';
export { ErrorBoundary } from './components/error-boundary.tsx';
export { Link } from './components/link.tsx';
export { PaymentLogo } from './components/payment-logo.tsx';
export { VisuallyHidden } from './components/visually-hidden.tsx';
export type { PaymentLogoData } from './components/payment-logo.tsx';
export { ServerDataContext, createServerDataStore, entryOfError, isPlainData, serverDataKey } from './server-render/server-data.ts';
export { HydrationChunk } from './server-render/hydration-chunk.tsx';
export { transitionHydration } from './server-render/transition-hydration.tsx';
export type { ServerDataEntry, ServerDataLoad, ServerDataStore } from './server-render/server-data.ts';
