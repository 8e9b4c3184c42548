/** What the host plugin (host-plugin.ts) is configured with: each option says what it changes and its default. */
import type { OperatorToken } from './deploy/operator-tokens.ts';
import type { SiteFacts } from '../platform/site-facts.ts';
import type { RequiredModule } from './importmap-requirements.ts';
import type { TelemetryAggregator } from './canary/telemetry-aggregator.ts';
import type { PageTokens } from './canary/page-token.ts';
import type { PgHostStore } from './shared-state/pg-host-store.ts';
import type { AbortPolicy } from './canary/abort-decision.ts';
import type { EnvironmentConfig } from './deploy/environments.ts';

export interface HostOptions {
  /**
   * Render pages on the server (issue 26; default on, `ARENA_SSR=off` turns it off): the frame and the
   * area app arrive as markup and hydrate. Off, every page is the empty frame the browser fills.
   */
  serverRender?: boolean;
  /** Milliseconds an app's server render may take (data included) before the browser renders it. */
  serverRenderBudgetMs?: number;
  /** Worker threads that render pages (render/render-workers.ts; default 0: the main thread renders). */
  renderWorkers?: number;
  root: string;
  distRoot: string;
  importMapFile: string;
  allowedOrigins: string[];
  /** Origins developer overrides may load from (ARENA_OVERRIDE_ORIGINS); none: overrides are off. */
  overrideOrigins?: readonly string[];
  cors: boolean;
  defaultLanguage?: string;
  /**
   * The area app a page URL mounts, so index.html preloads exactly its files. Defaults to the route table
   * (@arena/routes: the same data root-config generates single-spa's activity functions from).
   */
  appForPath?: (pathname: string) => string | null;
  /**
   * What the backend knows about pages (platform/site-facts.ts): a page URL's redirect or status (404 for a
   * content URL whose slug is unknown), the language segments with an interface (a page under one gets
   * its `<html lang dir>`) and the page's head (head-html.ts). Without it (a host alone in tests) pages are
   * in the default language with the generic head, 404 only where no route takes the path.
   */
  siteFacts?: SiteFacts;
  /**
   * The site's public origin (ARENA_PUBLIC_ORIGIN): the page head's absolute URLs (canonical, og:url,
   * hreflang) use it. Without one, the origin the server listens on (never the request's Host header).
   */
  publicOrigin?: string | null;
  /**
   * Specifiers an accepted map must contain and the kind of build each must point at. Defaults to
   * what the workspace builds plus the route table's apps (importmap-requirements.ts).
   */
  requiredModules?: readonly RequiredModule[];
  /**
   * Who may use the ops API (deploy/README.md). Defaults to ARENA_OPS_TOKENS(_FILE); none: no ops API
   * (404) and no version history, so a plain production start exposes nothing new.
   */
  operatorTokens?: readonly OperatorToken[];
  /** The browser's error reports per map version (shared with the telemetry endpoint), for canaries. */
  telemetry?: TelemetryAggregator;
  /** Signs the page token each page carries while a canary runs (canary/page-token.ts); without it pages carry none. */
  pageTokens?: PageTokens;
  /** How long a change waits for the deploy store's lock before answering 503 (default 10 s). */
  deployLockTimeoutMs?: number;
  /**
   * The state hosts share (ARENA_HOST_STORE=postgres://…, shared-state/pg-host-store.ts): versions,
   * canaries and token-guessing windows there; null or absent: files next to the map and this process.
   */
  hostStore?: PgHostStore | null;
  /** When a canary is aborted by itself; defaults to ARENA_CANARY_MIN_SESSIONS / ARENA_CANARY_MARGIN. */
  canaryPolicy?: AbortPolicy;
  /**
   * The environments and the one this host serves (deploy/environments.ts); defaults to
   * ARENA_ENVIRONMENTS / ARENA_ENVIRONMENT, or ARENA_ENVIRONMENT_HOSTS by the public origin's host name.
   * `importMapFile` is the primary environment's map.
   */
  environments?: EnvironmentConfig;
  /** Deploy hooks may call plain http://localhost receivers (default: with ARENA_TEST_CONTROLS=1 or NODE_ENV=development). */
  allowLocalHooks?: boolean;
  /** Back-off between deploy-hook attempts (deploy/deploy-hooks.ts). */
  hookRetryDelaysMs?: readonly number[];
}
