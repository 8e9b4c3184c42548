/**
 * Seeds the content store from server/src/api/content/seed/<type>/<slug>.json at start. An item is written
 * when the store has never seen it (no revision), or when its seed file changed and no operator has
 * touched it since the last seed (its latest revision is a seed). Operator edits and deletions therefore
 * survive restarts and deploys, while untouched seeded content follows the files.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONTENT_TYPES, fieldsOf, parseSeedItem, type ContentItemInput } from './content-schema.ts';
import type { ContentRepository } from './content-repository.ts';
import { shippedFileReader } from '../../platform/shipped-files.ts';

export const SEED_DIR = resolve(import.meta.dirname, 'seed');
export const SEED_OPERATOR = 'seed';

const readSeedFile = shippedFileReader(SEED_DIR, (text, source) => parseSeedItem(JSON.parse(text) as unknown, source));

/** Every seed file, validated; a broken file throws (the server must not start with broken content). */
export function readSeedItems(dir: string = SEED_DIR): ContentItemInput[] {
  const items: ContentItemInput[] = [];
  for (const type of CONTENT_TYPES) {
    const folder = join(dir, type);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json')).sort()) {
      const source = join(folder, file);
      const item = readSeedFile(source);
      if (item.type !== type || `${item.slug}.json` !== file) throw new Error(`${source}: type and slug must match the folder and file name`);
      items.push(item);
    }
  }
  return items;
}

const sameContent = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Applies the seed; answers how many items were written. */
export function applySeed(repo: ContentRepository, items: readonly ContentItemInput[], nowSeconds: number): number {
  let written = 0;
  for (const input of items) {
    const last = repo.lastRevision(input.type, input.slug);
    if (last && last.operator !== SEED_OPERATOR) continue;
    const item = { type: input.type, slug: input.slug, status: 'published' as const, ...fieldsOf(input) };
    if (last && sameContent(last.snapshot, item)) continue;
    repo.save(item, { action: 'seed', operator: SEED_OPERATOR, at: nowSeconds, changed: last ? ['seed'] : [] });
    written++;
  }
  return written;
}
