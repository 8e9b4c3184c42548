/**
 * Turns a React root component into single-spa lifecycles, the only thing an app entry exports.
 * Each mount gets its own event-bus scope (released at unmount, so an unmounted app leaves no
 * subscriptions behind) and renders inside the DOM slot the root config hands over.
 */
import React, { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycles } from 'single-spa';
import { scopeFor, type ArenaBusScope } from '@arena/event-bus';
import { AppErrorFallback } from '../components/app-error-fallback.tsx';

export interface ArenaAppProps extends AppProps {
  scope: ArenaBusScope;
  domElementGetter?: () => HTMLElement;
}

const ScopeContext = createContext<ArenaBusScope | null>(null);

/** The event-bus scope of the app this component belongs to. */
export function useAppScope(): ArenaBusScope {
  const scope = useContext(ScopeContext);
  if (!scope) throw new Error('useAppScope must be used inside an app created with createArenaApp');
  return scope;
}

/**
 * Gives a subtree its app's bus scope. createArenaApp wraps every app root in it; a test harness (or a
 * story) that renders part of an app outside single-spa wraps it the same way.
 */
export function AppScopeProvider({ scope, children }: { scope: ArenaBusScope; children: ReactNode }): ReactNode {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

type AppRoot = ComponentType<ArenaAppProps>;

/**
 * An app gives its root component directly, or a loader for it: then the entry stays tiny and the
 * app's body is its own chunk, fetched when single-spa bootstraps the app.
 */
export type ArenaAppDefinition = { name: string } & ({ Root: AppRoot; loadRoot?: never } | { loadRoot: () => Promise<AppRoot>; Root?: never });

export function createArenaApp(definition: ArenaAppDefinition): LifeCycles<AppProps> {
  const { name } = definition;
  let Root: AppRoot | undefined = definition.Root;
  const scopes = new Map<string, ArenaBusScope>();
  const Provided = (props: AppProps & { domElementGetter?: () => HTMLElement }): ReactNode => {
    if (!Root) throw new Error(`${name} rendered before its root component was loaded`);
    const scope = scopes.get(props.name)!;
    return (
      <AppScopeProvider scope={scope}>
        <Root {...props} scope={scope} />
      </AppScopeProvider>
    );
  };
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    ...(definition.loadRoot
      ? {
          // single-spa-react types the loaded component's props as optional; it always passes them.
          loadRootComponent: async () => {
            Root ??= await definition.loadRoot();
            return Provided as ComponentType<AppProps | undefined>;
          },
        }
      : { rootComponent: Provided }),
    errorBoundary: (error: Error) => <AppErrorFallback app={name} error={error} />,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: (props: AppProps) => {
      scopes.set(props.name, scopeFor(props.name));
      return lifecycles.mount(props);
    },
    unmount: async (props: AppProps) => {
      await lifecycles.unmount(props);
      scopes.get(props.name)?.dispose();
      scopes.delete(props.name);
    },
  } as LifeCycles<AppProps>;
}
