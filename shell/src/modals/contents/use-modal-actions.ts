/** The page effects of modal buttons (modal-actions.ts): single-spa navigation, the bus, a reload. */
import { useCallback } from 'react';
import { navigateToUrl } from 'single-spa';
import { bus } from '@arena/event-bus';
import { runModalAction, type ModalAction, type ModalActionEffects } from '../modal-actions.ts';

export function pageEffects(close: () => void): ModalActionEffects {
  return {
    close,
    navigate: (url) => navigateToUrl(url),
    open: (payload) => bus.emit('modal:open', payload),
    reload: () => window.location.reload(),
    language: () => bus.getState('language'),
  };
}

export function useModalAction(close: () => void): (action: ModalAction) => void {
  return useCallback((action: ModalAction) => runModalAction(action, pageEffects(close)), [close]);
}
