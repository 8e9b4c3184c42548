/**
 * A page's boot state as script-safe JSON in UTF-8 (index-html.ts `scriptJson`, byte for byte), with the JSON of
 * each frozen value made once while the value lives.
 *
 * Why: the answers a render used are embedded in its page, and most are the shared render reads' answers, one
 * frozen object handed to every render of a second (shared-reads.ts). Writing the same ~27 000 characters of
 * the line's games to JSON and then to UTF-8 for each page was ~5 % of a render worker's time. A frozen value
 * cannot change, so its bytes can be kept beside it (a WeakMap: they go when it goes).
 *
 * Only the state's first levels and small containers are walked here (the state, its data, an app's entries,
 * an entry); below them, and for a container of many members such as a dictionary, a value that is not frozen
 * goes to JSON.stringify whole, which is faster than any walk in script.
 */
import { scriptJson } from '../index-html.ts';

const WALKED_LEVELS = 4;
const WALKED_MEMBERS = 8;

const utf8 = new TextEncoder();
const frozenBytes = new WeakMap<object, Uint8Array>();

/** `value`'s script-safe JSON as UTF-8 chunks, in order (a value JSON leaves out, such as undefined, is `null`). */
export function scriptJsonChunks(value: unknown): Uint8Array[] {
  const parts: (string | Uint8Array)[] = [];
  write(value, 0, parts);
  // Neighbouring strings are encoded together: one encode per run between kept byte blocks.
  const chunks: Uint8Array[] = [];
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else {
      if (text) chunks.push(utf8.encode(text));
      text = '';
      chunks.push(part);
    }
  }
  if (text) chunks.push(utf8.encode(text));
  return chunks;
}

/** The chunks in one new buffer of their own (a buffer a worker can transfer: never a view of a shared pool). */
export function joinedBytes(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.byteLength;
  }
  return joined;
}

function write(value: unknown, level: number, parts: (string | Uint8Array)[]): void {
  if (typeof value !== 'object' || value === null || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    parts.push(value === undefined ? 'null' : scriptJson(value));
    return;
  }
  if (Object.isFrozen(value)) {
    let bytes = frozenBytes.get(value);
    if (!bytes) frozenBytes.set(value, (bytes = utf8.encode(scriptJson(value))));
    parts.push(bytes);
    return;
  }
  if (level >= WALKED_LEVELS || (Array.isArray(value) ? value.length : Object.keys(value).length) > WALKED_MEMBERS) {
    parts.push(scriptJson(value));
    return;
  }
  if (Array.isArray(value)) {
    parts.push('[');
    value.forEach((item: unknown, index) => {
      if (index > 0) parts.push(',');
      // JSON writes null for what it cannot write in an array.
      write(item === undefined || typeof item === 'function' || typeof item === 'symbol' ? null : item, level + 1, parts);
    });
    parts.push(']');
    return;
  }
  parts.push('{');
  let first = true;
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    parts.push(`${first ? '' : ','}${scriptJson(key)}:`);
    first = false;
    write(item, level + 1, parts);
  }
  parts.push('}');
}
