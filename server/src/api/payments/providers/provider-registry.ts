/**
 * The payment provider adapters this backend knows, by id, and the choice among them: ARENA_PAYMENT_PROVIDER
 * names one; unset, the sandbox. An operator adds a real provider's adapter here (README.md, "Payment
 * provider adapter"); naming it turns the sandbox off, together with every "test payments" label.
 */
import type { ServerEnv } from '../../../platform/env.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';

export type PaymentProviderFactory = (env: ServerEnv) => PaymentProvider;

export const PAYMENT_PROVIDERS: Readonly<Record<string, PaymentProviderFactory>> = {
  sandbox: sandboxProvider,
};

/** The configured provider's adapter; a name without an adapter stops the start with the reason. */
export function selectPaymentProvider(env: ServerEnv, adapters: Readonly<Record<string, PaymentProviderFactory>> = PAYMENT_PROVIDERS): PaymentProvider {
  const id = env.paymentProvider ?? 'sandbox';
  const factory = Object.hasOwn(adapters, id) ? adapters[id] : undefined;
  if (!factory) throw new Error(`ARENA_PAYMENT_PROVIDER=${id}: no payment provider adapter of that name (server/src/api/payments/providers/provider-registry.ts lists them)`);
  return factory(env);
}
