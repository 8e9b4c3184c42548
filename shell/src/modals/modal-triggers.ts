/**
 * The situations that open modal kinds by themselves (the rest are opened by whoever owns the moment,
 * e.g. idle logout → auto-logoff, the auth app → registration-first-deposit via a deposit provider, the
 * slip's banker control → banker, the accounts menu → convert kinds, the mobile platform's consent →
 * cookies-agree-mobile, the paybills page → paybills-out-of-service; shell/README.md lists them):
 * - a registration just finished (the player signed in while the registration modal or page was in use,
 *   or within a moment after it closed) → `registration-first-deposit`, which offers the deposit page and
 *   the responsible-gaming limits (`set-limits`);
 * - a player appears and site config flag `convertAccountReminder` is on → the server's convert status
 *   (spec §4: 1 main, 2 additional account allowed) opens `convert-main-account` or
 *   `convert-additional-account`, once per user per browser session;
 * - a player appears, flag `webPushPrompt` is on and the browser has not been asked → `web-push-agree`.
 * Framework-free: everything page-specific comes in through `TriggerDeps`.
 */
import type { ArenaBus, ModalOpenPayload } from '@arena/event-bus';
import type { SiteConfigGroups } from '@arena/domain';
import type { ModalStack } from './modal-registry.ts';

/** How long after the registration modal closed a sign-in still counts as that registration finishing. */
export const REGISTRATION_SIGN_IN_WINDOW_MS = 10_000;
export const CONVERT_FLAG = 'convertAccountReminder';
export const WEB_PUSH_FLAG = 'webPushPrompt';
export const CONVERT_STATUS_PATH = '/office-api/accounts/convert-status';
const CONVERT_KIND_BY_STATUS: Readonly<Record<number, string>> = { 1: 'convert-main-account', 2: 'convert-additional-account' };

/** The convert modal for a convert status (spec §4: 0 not allowed → none); the header's accounts menu uses it too. */
export function convertKindForStatus(status: number): string | null {
  return CONVERT_KIND_BY_STATUS[status] ?? null;
}

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface TriggerDeps {
  bus: ArenaBus;
  stack: Pick<ModalStack, 'list' | 'subscribe'>;
  config: () => SiteConfigGroups | null;
  /** The server's convert status (GET CONVERT_STATUS_PATH), its answer checked against the contract. */
  convertStatus: () => Promise<{ status: number }>;
  /** Per browser session (sessionStorage): the convert reminder shows once per user per session. */
  session: KeyValueStore;
  /** Whether the browser may still be asked for notification permission (and nobody answered yet). */
  canAskWebPush: () => boolean;
  pathname: () => string;
  now: () => number;
}

const onRegistrationPage = (path: string) => /^\/[a-z]{2}\/registration(\/|$)/.test(path);

export function connectModalTriggers(deps: TriggerDeps): () => void {
  const { bus, stack } = deps;
  const open = (payload: ModalOpenPayload) => bus.emit('modal:open', payload);
  const flag = (name: string) => deps.config()?.features?.flags?.[name] === true;

  // Registration: remember whether the registration modal is (or just was) open.
  let registrationOpen = false;
  let registrationClosedAt = Number.NEGATIVE_INFINITY;
  const offStack = stack.subscribe(() => {
    const isOpen = stack.list().some((m) => m.kind === 'registration');
    if (registrationOpen && !isOpen) registrationClosedAt = deps.now();
    registrationOpen = isOpen;
  });
  const offLogin = bus.subscribe('auth:login', () => {
    const justRegistered = registrationOpen || onRegistrationPage(deps.pathname()) || deps.now() - registrationClosedAt <= REGISTRATION_SIGN_IN_WINDOW_MS;
    registrationClosedAt = Number.NEGATIVE_INFINITY;
    if (justRegistered) open({ kind: 'registration-first-deposit' });
  });

  // A player appeared (sign-in or the boot's session restore).
  let lastUserId: number | null = null;
  const offUser = bus.watchState('user', (user) => {
    const userId = user?.userId ?? null;
    if (userId === lastUserId) return;
    lastUserId = userId;
    if (userId === null) return;
    const reminderKey = `arena:convert-reminder:${userId}`;
    if (flag(CONVERT_FLAG) && deps.session.getItem(reminderKey) === null) {
      deps.session.setItem(reminderKey, '1');
      deps.convertStatus().then(
        (answer) => {
          const kind = CONVERT_KIND_BY_STATUS[answer.status];
          if (kind && lastUserId === userId) open({ kind });
        },
        () => undefined,
      );
    }
    if (flag(WEB_PUSH_FLAG) && deps.canAskWebPush()) open({ kind: 'web-push-agree' });
  });

  return () => {
    offStack();
    offLogin();
    offUser();
  };
}
