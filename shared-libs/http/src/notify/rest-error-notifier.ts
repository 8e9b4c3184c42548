/**
 * Turns a failed REST call into an error notification on the bus (the shell shows it). Cancelled
 * requests are the user's own doing and non-Error values are not failures we can describe, so both
 * are ignored (spec §8).
 */
import { bus, type ArenaEvents } from '@arena/event-bus';
import { isCancelledError } from '../errors/http-error.ts';

export type NotifyEmitter = (payload: ArenaEvents['notify']) => void;

export function shouldNotifyRestError(error: unknown): error is Error {
  return error instanceof Error && !isCancelledError(error);
}

export function createRestErrorNotifier(emit: NotifyEmitter): (error: unknown, title?: string) => boolean {
  return (error, title) => {
    if (!shouldNotifyRestError(error)) return false;
    emit({ kind: 'error', text: error.message, ...(title === undefined ? {} : { title }) });
    return true;
  };
}

/** Notifies through the page bus; returns whether a notification was sent. */
export const notifyRestError = createRestErrorNotifier((payload) => bus.emit('notify', payload));
