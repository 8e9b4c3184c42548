/** The multi-host figures (`npm run bench:hosts`, run-hosts.ts), kept in bench/hosts.json between bench runs. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface HostsFigures {
  date: string;
  hosts: number;
  /** 50 concurrent deploys with one If-Match, spread over the hosts. */
  race: { deploys: number; applied: number; stale: number; firstRequestServed: boolean[]; servedByAllAfterMs: number };
  /** Deploys and live clients while one host is killed with SIGKILL. */
  kill: { acknowledged: number; refused: number; lost: number; historyVersions: number; contiguous: boolean; clientsMoved: number; resumed: number; resynced: number };
}

export function readHostsFigures(root: string): HostsFigures | undefined {
  const file = join(root, 'bench', 'hosts.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as HostsFigures) : undefined;
}
