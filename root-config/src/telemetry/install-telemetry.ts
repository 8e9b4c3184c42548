/**
 * Connects the reporter to everything that can break a page: single-spa's errors (an app failing to
 * load, bootstrap or mount: 'load' when single-spa marks the app LOAD_ERROR, else 'single-spa'), the
 * app loader giving up (reported by index.ts through reportLoadFailure), uncaught errors and unhandled
 * promise rejections. Sends the session-start beacon once the map version is known.
 */
import { readMapVersion } from './map-version.ts';
import { beaconSend, createTelemetryReporter, randomSessionId, type TelemetryReporter } from './reporter.ts';

interface SingleSpaError {
  appOrParcelName?: string;
  message?: string;
}

export interface TelemetryHooks {
  addErrorHandler: (handler: (error: SingleSpaError & Error) => void) => void;
  getAppStatus: (app: string) => string | null;
}

export interface InstalledTelemetry {
  reporter: TelemetryReporter;
  reportLoadFailure: (app: string, error?: unknown) => void;
}

export function installTelemetry(win: Window, hooks: TelemetryHooks, reporter?: TelemetryReporter): InstalledTelemetry {
  const telemetry =
    reporter ??
    createTelemetryReporter({
      send: beaconSend,
      storage: (() => {
        try {
          return win.sessionStorage;
        } catch {
          return null;
        }
      })(),
      mapVersion: readMapVersion(win.document),
      randomId: randomSessionId,
    });
  void telemetry.start();
  hooks.addErrorHandler((error) => {
    const app = error.appOrParcelName;
    const kind = app && hooks.getAppStatus(app) === 'LOAD_ERROR' ? 'load' : 'single-spa';
    void telemetry.report(kind, error, app);
  });
  win.addEventListener('error', (event) => {
    void telemetry.report('runtime', event.error ?? event.message);
  });
  win.addEventListener('unhandledrejection', (event) => {
    void telemetry.report('unhandled', event.reason);
  });
  // Leaving (or being frozen in the back/forward cache): reports still waiting go now, by beacon.
  win.addEventListener('pagehide', () => telemetry.flush());
  return {
    reporter: telemetry,
    reportLoadFailure: (app, error) => void telemetry.report('load', error ?? `${app} could not be loaded`, app),
  };
}
