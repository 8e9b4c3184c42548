/**
 * The content store as the rest of the server sees it: the repository over the shared database, seeded
 * from the seed files when the plugin starts, plus the questions pages ask (is this slug published?).
 */
import type { Database } from 'better-sqlite3';
import { createContentRepository, type ContentRepository, type StoredItem } from './content-repository.ts';
import type { ContentType } from './content-schema.ts';
import { applySeed, readSeedItems } from './content-seed.ts';

export interface ContentStore {
  repo: ContentRepository;
  /** The item if it exists and is published, else null. */
  published(type: ContentType, slug: string): StoredItem | null;
  /** Every published item (the sitemap). */
  allPublished(): StoredItem[];
  /** Writes the seed files again (start-up; test controls' reset). */
  seed(nowSeconds: number): number;
}

export function createContentStore(db: Database, seedDir?: string): ContentStore {
  const repo = createContentRepository(db);
  return {
    repo,
    published(type, slug) {
      const item = repo.find(type, slug);
      return item && item.status === 'published' ? item : null;
    },
    allPublished() {
      return repo.list({ status: 'published', limit: 100_000, offset: 0 }).items;
    },
    seed(nowSeconds) {
      return applySeed(repo, readSeedItems(seedDir), nowSeconds);
    },
  };
}
