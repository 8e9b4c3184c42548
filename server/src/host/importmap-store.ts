/**
 * Holds the import map being served. The file is re-read whenever it changes on disk, so an operator's
 * edit takes effect on the next page load without a rebuild or restart; an invalid edit is refused
 * with one clear log line and the last valid map keeps serving.
 */
import { readFileSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';
import { validateImportMap, type ImportMapDocument, type ValidationContext } from './importmap-validation.ts';

export interface ImportMapLogger {
  info(message: string): void;
  error(message: string): void;
}

export interface ImportMapStore {
  current(): ImportMapDocument;
  /** Called after a new valid map replaced the old one. */
  onChange(listener: (map: ImportMapDocument) => void): void;
  /** Re-reads the file now; returns whether the new content was accepted. */
  reload(): boolean;
  close(): void;
}

export function openImportMapStore(file: string, context: ValidationContext, log: ImportMapLogger): ImportMapStore {
  const read = () => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return { ok: false as const, reason: `cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
    }
    return validateImportMap(text, context);
  };

  const first = read();
  if (!first.ok) throw new Error(`import map ${file} is not usable: ${first.reason}. Run \`npm run build\` to write a fresh one.`);
  let map = first.map;
  let lastText = JSON.stringify(map);
  const listeners: Array<(m: ImportMapDocument) => void> = [];

  const reload = (): boolean => {
    const next = read();
    if (!next.ok) {
      log.error(`importmap: refused the edit of ${file}: ${next.reason}; still serving the last valid map`);
      return false;
    }
    const text = JSON.stringify(next.map);
    if (text === lastText) return true;
    map = next.map;
    lastText = text;
    log.info(`importmap: now serving the edited ${file} (${Object.keys(map.imports).length} specifiers)`);
    for (const listener of listeners) listener(map);
    return true;
  };

  // Watch the folder, not the file: editors and the build replace the file (rename), which ends a file watch.
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(dirname(file), (_event, name) => {
      if (name !== null && name !== basename(file)) return;
      clearTimeout(timer);
      timer = setTimeout(reload, 50);
    });
  } catch (error) {
    log.error(`importmap: cannot watch ${dirname(file)} (${(error as Error).message}); edits need a restart`);
  }

  return {
    current: () => map,
    onChange: (listener) => listeners.push(listener),
    reload,
    close: () => {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}
