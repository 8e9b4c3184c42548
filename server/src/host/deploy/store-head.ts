/**
 * The deploy store's head, read synchronously at start (issue 29, finding 4): once a store has a
 * history, its head is the truth about the live map. A hand edit of importmap.json that the shared
 * validation refuses, found when a host starts, used to stop every host ("import map … is not usable")
 * though the store's head was valid; now it is logged, moved aside (importmap.json.refused-<time>) and
 * the head's map is written back, so the host starts and serves the head.
 */
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { ImportMapDocument, Validation } from '../importmap-validation.ts';

const VERSION_FILE = /^(\d+)\.json$/;

/** The head version of the store next to `importMapFile` (importmap/versions/<n>.json), or null without history. */
export function readStoreHead(importMapFile: string): { version: number; map: ImportMapDocument } | null {
  const versionsDir = join(dirname(importMapFile), 'versions');
  let names: string[];
  try {
    names = readdirSync(versionsDir);
  } catch {
    return null;
  }
  const numbers = names.map((name) => Number(VERSION_FILE.exec(name)?.[1] ?? NaN)).filter((n) => Number.isInteger(n) && n > 0);
  if (numbers.length === 0) return null;
  const version = Math.max(...numbers);
  const { map } = JSON.parse(readFileSync(join(versionsDir, `${version}.json`), 'utf8')) as { map: ImportMapDocument };
  return { version, map };
}

/**
 * Before the watcher opens the live file: when the store has a head and the file is missing or
 * refused, the file is moved aside and the head's map written in its place. Returns what it did.
 */
export function restoreHeadIfRefused(importMapFile: string, validate: (text: string) => Validation, log: (message: string) => void): 'kept' | 'restored' {
  const head = readStoreHead(importMapFile);
  if (!head) return 'kept';
  let text: string | null = null;
  try {
    text = readFileSync(importMapFile, 'utf8');
  } catch {
    text = null;
  }
  const checked = text === null ? null : validate(text);
  if (checked?.ok) return 'kept'; // an accepted hand edit: the store adopts it as a version
  let aside = '';
  if (text !== null) {
    aside = `${importMapFile}.refused-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    try {
      renameSync(importMapFile, aside);
    } catch {
      aside = ''; // another host starting at the same moment moved it first
    }
  }
  const temp = `${importMapFile}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify(head.map, null, 2)}\n`);
  renameSync(temp, importMapFile);
  const why = checked ? `refused: ${checked.reason}` : 'missing';
  log(`importmap: ${importMapFile} was ${why}${aside ? `; left aside as ${aside}` : ''}; serving the deploy store's head, version ${head.version}`);
  return 'restored';
}
