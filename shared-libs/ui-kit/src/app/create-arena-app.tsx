/**
 * Turns a React root component into single-spa lifecycles, the only thing an app entry exports.
 * Each mount gets its own event-bus scope (released at unmount, so an unmounted app leaves no
 * subscriptions behind) and renders inside the DOM slot the root config hands over.
 */
import React, { createContext, useContext, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { transitionHydration } from '../server-render/transition-hydration.tsx';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycles } from 'single-spa';
import { scopeFor, type ArenaBusScope } from '@arena/event-bus';
import { AppErrorFallback } from '../components/app-error-fallback.tsx';
import { createServerDataStore, ServerDataContext, type ServerDataEntry, type ServerDataStore } from '../server-render/server-data.ts';

export interface ArenaAppProps extends AppProps {
  scope: ArenaBusScope;
  domElementGetter?: () => HTMLElement;
}

/**
 * What the root config hands an app it mounts over server-rendered markup (issue 26): the answers the
 * server render used. Given only for the first mount, and only while the container still holds that
 * markup (`data-arena-ssr`).
 */
export interface ServerPaintProps {
  serverData?: Record<string, ServerDataEntry>;
}

/** One server render of an app: its element, and what to release once it is rendered. */
export interface ServerRendering {
  element: ReactElement;
  dispose(): void;
}

/** The server side of an app (issue 26): prepares its root once, then renders it for each page. */
export type ServerRender = () => Promise<(store: ServerDataStore) => ServerRendering>;

/** The attribute of a container whose children are a server render waiting to be hydrated. */
export const SERVER_PAINT_ATTRIBUTE = 'data-arena-ssr';

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

export function createArenaApp(definition: ArenaAppDefinition): LifeCycles<AppProps> & { serverRender: ServerRender } {
  const { name } = definition;
  let Root: AppRoot | undefined = definition.Root;
  const scopes = new Map<string, ArenaBusScope>();
  // The data store of a mount that hydrates server markup; the same provider wraps every render, so the
  // tree (and React's ids) is the same on the server, when hydrating and when rendering from scratch.
  const stores = new Map<string, ServerDataStore>();
  let hydrating = false;
  // Containers still marked as waiting server markup, by mount: the mark comes off after the first commit.
  const waitingContainers = new Map<string, HTMLElement>();
  const Provided = (props: AppProps & { domElementGetter?: () => HTMLElement }): ReactNode => {
    if (!Root) throw new Error(`${name} rendered before its root component was loaded`);
    const scope = scopes.get(props.name)!;
    useServerPaintRelease(waitingContainers, props.name);
    return (
      <ServerDataContext.Provider value={stores.get(props.name) ?? null}>
        <AppScopeProvider scope={scope}>
          <Root {...props} scope={scope} />
        </AppScopeProvider>
      </ServerDataContext.Provider>
    );
  };
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: transitionHydration,
    ...(definition.loadRoot
      ? {
          // single-spa-react types the loaded component's props as optional; it always passes them.
          loadRootComponent: async () => {
            Root ??= await definition.loadRoot();
            return Provided as ComponentType<AppProps | undefined>;
          },
        }
      : { rootComponent: Provided }),
    errorBoundary: (error: Error, _info: unknown, props: AppProps) => <FallbackReleasingPaint name={props.name} waiting={waitingContainers} app={name} error={error} />,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
  });
  const serverRender: ServerRender = async () => {
    Root ??= definition.Root ?? (await definition.loadRoot!());
    return (store) => {
      const scope = scopeFor(name);
      scopes.set(name, scope);
      stores.set(name, store);
      return {
        element: <Provided name={name} singleSpa={undefined as never} mountParcel={undefined as never} />,
        dispose: () => {
          scope.dispose();
          scopes.delete(name);
          stores.delete(name);
        },
      };
    };
  };
  return {
    bootstrap: lifecycles.bootstrap,
    mount: (props: AppProps & ServerPaintProps & { domElementGetter?: () => HTMLElement }) => {
      scopes.set(props.name, scopeFor(props.name));
      const container = props.domElementGetter?.();
      const painted = Boolean(container?.hasAttribute(SERVER_PAINT_ATTRIBUTE));
      hydrating = painted && Boolean(props.serverData);
      // The mark stays until the root has committed (useServerPaintRelease): till then the page's early-click
      // step holds clicks on the markup, and replays them into a hydrated app (early-clicks.js).
      if (painted) waitingContainers.set(props.name, container!);
      if (hydrating) stores.set(props.name, createServerDataStore('hydrate', props.serverData));
      else stores.delete(props.name);
      // single-spa-react reads renderType during mount, synchronously.
      const mounted = lifecycles.mount(props);
      hydrating = false;
      return mounted;
    },
    unmount: async (props: AppProps) => {
      await lifecycles.unmount(props);
      waitingContainers.delete(props.name);
      scopes.get(props.name)?.dispose();
      scopes.delete(props.name);
      stores.delete(props.name);
    },
    serverRender,
  } as LifeCycles<AppProps> & { serverRender: ServerRender };
}

/** Takes the server-markup mark off a mount's container once its root has committed (effects run after it). */
function useServerPaintRelease(waiting: Map<string, HTMLElement>, mountName: string): void {
  useEffect(() => {
    waiting.get(mountName)?.removeAttribute(SERVER_PAINT_ATTRIBUTE);
    waiting.delete(mountName);
  }, [waiting, mountName]);
}

/** An app whose render failed shows its fallback, and its container no longer waits for hydration. */
function FallbackReleasingPaint({ name, waiting, app, error }: { name: string; waiting: Map<string, HTMLElement>; app: string; error: Error }): ReactNode {
  useServerPaintRelease(waiting, name);
  return <AppErrorFallback app={app} error={error} />;
}
