/**
 * Deploy hooks and their deliveries on PostgreSQL (ARENA_HOST_STORE): every host reads the same hooks,
 * and a delivery made by any host is listed by all of them (../deploy/hook-store.ts is the file store).
 */
import type { Pool } from 'pg';
import { DELIVERIES_KEPT, newHook, type Hook, type HookDelivery, type HookStore } from '../deploy/hook-store.ts';
import { reachable } from './store-unavailable.ts';

export function openPgHookStore(pool: Pool): HookStore {
  return {
    async list() {
      return (await reachable(() => pool.query<{ record: Hook }>('SELECT record FROM deploy_hooks ORDER BY created_at'))).rows.map((row) => row.record);
    },
    async add(draft) {
      const hook = newHook(draft);
      await reachable(() => pool.query('INSERT INTO deploy_hooks (id, record) VALUES ($1, $2::jsonb)', [hook.id, JSON.stringify(hook)]));
      return hook;
    },
    async remove(id) {
      return ((await reachable(() => pool.query('DELETE FROM deploy_hooks WHERE id = $1', [id]))).rowCount ?? 0) === 1;
    },
    async saveDelivery(delivery) {
      await reachable(() =>
        pool.query('INSERT INTO deploy_hook_deliveries (id, at, record) VALUES ($1, $2, $3::jsonb) ON CONFLICT (id) DO UPDATE SET record = EXCLUDED.record', [delivery.id, delivery.at, JSON.stringify(delivery)]),
      );
      // Only the recent ones are listed: older rows go (a bounded table, like the file store's 200).
      await reachable(() => pool.query(`DELETE FROM deploy_hook_deliveries WHERE id IN (SELECT id FROM deploy_hook_deliveries ORDER BY at DESC OFFSET ${DELIVERIES_KEPT})`));
    },
    async deliveries(limit) {
      return (await reachable(() => pool.query<{ record: HookDelivery }>('SELECT record FROM deploy_hook_deliveries ORDER BY at DESC LIMIT $1', [limit]))).rows.map((row) => row.record);
    },
  };
}
