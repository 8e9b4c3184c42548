/**
 * The shell's part of the page boot, run when the shell mounts (the root config mounts it first):
 * site config, i18n, display settings, the session restore, and the page-wide services (notifications,
 * modals, player data, idle logout, maintenance, version check). Returns one function undoing it all.
 */
import { bus } from '@arena/event-bus';
import { http } from '@arena/http';
import { siteConfigLoader } from '@arena/config';
import { arenaI18n } from '@arena/i18n';
import { logoutService, sessionService } from '@arena/session';
import { cookies, logger as pageLogger, settingsStorage } from '@arena/utils';
import { connectIdleLogout, showIdleLogoutExplanation } from '../idle/idle-logout.ts';
import { connectMaintenance } from '../maintenance/maintenance-service.ts';
import { connectModals } from '../modals/modal-service.ts';
import { registerRemoteParcelModals } from '../modals/remote-parcel-content.tsx';
import { connectPageModalTriggers } from '../modals/page-modal-triggers.ts';
import { connectNotifications, notificationQueue } from '../notifications/notification-service.ts';
import { connectVipDecisions } from '../coupon/vip-decisions.ts';
import { playerStore } from '../player/player.ts';
import { connectPlayer } from '../player/player-connect.ts';
import { pagePlayerId } from '../player/player-boot.ts';
import { connectTermsAccepted, restoreSession, type SessionRestoreDeps } from '../player/session-restore.ts';
import { applySettingsToDocument, connectSettings, rememberSettingsForServer } from '../settings/settings-store.ts';
import { startVersionCheck } from '../update/version-check.ts';

const log = pageLogger.child('shell');
const onConfigChange = (listener: () => void) => siteConfigLoader.onChange(() => listener());

/** The language segment of the URL; the root config publishes it too, but may not have routed yet. */
export function languageFromPath(pathname: string): string | null {
  const segment = pathname.split('/')[1] ?? '';
  return /^[a-z]{2}$/.test(segment) ? segment : null;
}

/** The session restore (player/session-restore.ts) over the page's session service and player store. */
const sessionRestore: SessionRestoreDeps = {
  bus,
  checkSession: () => sessionService.checkSession(),
  loadUserConfig: () => playerStore.loadUserConfig(),
  // Only while the drawn player is still the page's: after a sign-out or another sign-in the store is not theirs.
  drawnPlayer: () => {
    const userId = pagePlayerId();
    const { userConfig } = playerStore.snapshot();
    return userId !== null && userConfig && bus.getState('user')?.userId === userId ? { userId, userConfig } : null;
  },
  onError: (error) => log.warn('session restore failed', error),
};

function connectLanguage(): () => void {
  return bus.watchState('language', (language) => {
    void siteConfigLoader.load({ language }).catch((e: unknown) => log.error('site config failed', e));
    if (!arenaI18n.i18next.isInitialized) void arenaI18n.init(language).catch((e: unknown) => log.error('i18n init failed', e));
    else if (arenaI18n.language() !== language) void arenaI18n.changeLanguage(language).catch((e: unknown) => log.warn('language change failed', e));
  });
}

export function bootShell(): () => void {
  const fromPath = languageFromPath(window.location.pathname);
  if (fromPath) bus.setState('language', fromPath);
  const disposers = [
    connectNotifications(bus),
    connectModals(bus),
    // The auth app's login, registration and forgot-password modals (parcels loaded on first open).
    registerRemoteParcelModals(),
    // Modals opened by a situation: first deposit after registration, convert reminder, web-push prompt.
    connectPageModalTriggers(),
    connectSettings(bus, settingsStorage, (settings) => {
      applySettingsToDocument(settings);
      rememberSettingsForServer(settings);
    }),
    connectLanguage(),
    connectPlayer({
      bus,
      store: playerStore,
      startAuthRefresh: () => sessionService.startAuthRefresh(),
      // The page drawn for a signed-in player brought their data (issue 26): not fetched again.
      drawnPlayerId: pagePlayerId(),
      onError: (what, error) => log.warn(what, error),
    }),
    // New terms held the restore back: accepting them finishes it at once (issue 17 item 7).
    connectTermsAccepted(sessionRestore),
    // VIP coupons waiting for the trader: the decision becomes a notification and a balance refresh.
    connectVipDecisions({ bus, http, storage: settingsStorage, onDecided: () => playerStore.refreshAccounts() }),
    connectIdleLogout({
      bus,
      storage: settingsStorage,
      minutes: () => siteConfigLoader.current()?.application?.idleLogoutMinutes,
      logout: () => logoutService.logout('idle'),
      onConfigChange,
    }),
    connectMaintenance({ bus, queue: notificationQueue, config: siteConfigLoader.current, onConfigChange, readCookie: (n) => cookies.get(n) }),
    sessionService.schedulePreload(),
    startVersionCheck({
      fetchMap: () => fetch('/importmap.json', { cache: 'no-cache' }).then((r) => r.json() as Promise<{ imports?: Record<string, string> }>),
      running: (s) => {
        try {
          return (globalThis as { System?: { resolve(specifier: string): string } }).System?.resolve(s) ?? null;
        } catch {
          return null;
        }
      },
      onNewVersion: (version) => bus.emit('update:available', { version }),
    }),
  ];
  void restoreSession(sessionRestore);
  showIdleLogoutExplanation(bus, settingsStorage);
  // Query-flag modals (forgot-password on home, the login block) are opened by the root config's
  // router from its guarded decision: only for guests, only on the pages the spec names.
  return () => {
    for (const dispose of disposers.reverse()) dispose();
  };
}
