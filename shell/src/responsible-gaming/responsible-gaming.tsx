/**
 * Mounted once in the shell frame: runs the responsible-gaming controller for the signed-in player and
 * provides the reality-check reminder's content to the modal service.
 */
import { useEffect, useRef } from 'react';
import { bus } from '@arena/event-bus';
import { http } from '@arena/http';
import { logoutService } from '@arena/session';
import { useArenaTranslation, useBusState, useFormatters } from '@arena/ui-kit';
import { logger, systemTimers } from '@arena/utils';
import { modalStack, registerModalContent, type ModalContentProps } from '../modals/modal-service.ts';
import { LIMITS_BASE, createRgController } from './rg-controller.ts';
import { limitServiceLimitsAnswer, limitServicePingPostAnswer } from '@arena/contracts/answer-checks';

const log = logger.child('responsible-gaming');

/** Calls onClosed once the modal with this id, after it was seen open, is gone from the stack. */
export function whenModalClosed(id: string, onClosed: () => void): () => void {
  let seen = false;
  let done = false;
  const check = () => {
    const open = modalStack.list().some((m) => m.id === id);
    if (open) seen = true;
    else if (seen && !done) {
      done = true;
      off();
      onClosed();
    }
  };
  const off = modalStack.subscribe(check);
  check();
  return off;
}

export function RealityCheckContent({ props, close }: ModalContentProps) {
  const { t } = useArenaTranslation('limits');
  const formatters = useFormatters();
  const minutes = typeof props['minutesPlayed'] === 'number' ? props['minutesPlayed'] : 0;
  const net = typeof props['netResult'] === 'number' ? props['netResult'] : 0;
  const currency = typeof props['currency'] === 'string' ? props['currency'] : 'RUB';
  return (
    <div className="arena-rg-reminder" data-testid="reality-check">
      <p>{t('reality_check_reminder', { minutes })}</p>
      <p data-testid="reality-check-net">{t('reality_check_net', { amount: formatters.money(net, currency) })}</p>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <button type="button" className="arena-btn" data-testid="reality-check-logout" onClick={() => { close(); void logoutService.logout('user'); }}>
          {t('reality_check_logout')}
        </button>
        <button type="button" className="arena-btn arena-btn--accent" data-testid="reality-check-continue" onClick={close}>
          {t('reality_check_continue')}
        </button>
      </div>
    </div>
  );
}

export function ResponsibleGaming() {
  const user = useBusState('user');
  const account = useBusState('activeAccount');
  const { t } = useArenaTranslation('limits');
  // The controller outlives renders; it reads the latest texts and currency through refs.
  const text = useRef(t);
  text.current = t;
  const currency = useRef(account?.iso ?? 'RUB');
  currency.current = account?.iso ?? 'RUB';

  useEffect(() => registerModalContent('reality-check-reminder', async () => RealityCheckContent), []);

  const userId = user?.userId ?? null;
  useEffect(() => {
    if (userId === null) return;
    const controller = createRgController({
      api: {
        limits: () => http.get<unknown>(`${LIMITS_BASE}/limits`, { cache: 'no-store' }).then(limitServiceLimitsAnswer),
        ping: () => http.post<unknown>(`${LIMITS_BASE}/ping`).then(limitServicePingPostAnswer),
      },
      bus,
      timers: systemTimers,
      logger: log,
      text: (key) => text.current(key),
      logout: () => void logoutService.logout('session-limit'),
      whenModalClosed,
      currency: () => currency.current,
    });
    return controller.start();
  }, [userId]);
  return null;
}
