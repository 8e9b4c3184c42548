/**
 * Issue 20: "one money and date formatter everywhere (Intl, by language and the player's settings): no
 * hand-made number formatting left". Client code (shell, apps, shared libraries, root config) formats
 * numbers, money and dates through createFormatters / useFormatters only: a `toFixed(2)` or a
 * `toLocaleString(lng)` ignores the page language, the player's time zone, 12/24 h clock or odds format.
 * Geometry that is not visible text is written without toFixed (Math.round(x * 10) / 10).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SCANNED = ['shell', 'mfe', 'shared-libs', 'root-config'];

/** Hand-made formatting: each one decides digits, separators or the clock outside the formatters. */
export const HAND_FORMATTING: readonly RegExp[] = [
  /\.toFixed\(/,
  /\.toLocaleString\(/,
  /\.toLocaleDateString\(/,
  /\.toLocaleTimeString\(/,
  /new\s+Intl\.NumberFormat\b/,
  /new\s+Intl\.DateTimeFormat\b/,
];

/** Where Intl and rounding are the point: the formatters themselves, the domain's number rules they share with the server, and the odds conversion maths. */
const ALLOWED = ['shared-libs/i18n/src/format/formatters.ts', 'shared-libs/domain/src/language/number-format.ts', 'shared-libs/domain/src/odds/'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `file:line: text` for every hand-made formatting in a source text. */
export function handFormattingIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (HAND_FORMATTING.some((pattern) => pattern.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('issue 20: numbers, money and dates are formatted only by the Intl formatters', () => {
  it('no client source formats by hand (toFixed, toLocale*String, new Intl.NumberFormat / DateTimeFormat)', () => {
    const found = SCANNED.flatMap((top) => sources(join(ROOT, top)))
      .map((path) => relative(ROOT, path).split(sep).join('/'))
      .filter((file) => !ALLOWED.some((allowed) => file === allowed || (allowed.endsWith('/') && file.startsWith(allowed))))
      .flatMap((file) => handFormattingIn(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found, `format with createFormatters / useFormatters (@arena/i18n, @arena/ui-kit) instead:\n${found.join('\n')}`).toEqual([]);
  });

  it('the check sees each kind of hand formatting, with its file and line', () => {
    const text = ['const a = 1;', 'x.toFixed(2)', 'd.toLocaleString(lng)', 'd.toLocaleDateString()', 'd.toLocaleTimeString()', 'new Intl.NumberFormat(l)', 'new Intl.DateTimeFormat(l)', 'f.money(1, "RUB")'].join('\n');
    expect(handFormattingIn('a.ts', text).map((hit) => hit.split(': ')[0])).toEqual(['a.ts:2', 'a.ts:3', 'a.ts:4', 'a.ts:5', 'a.ts:6', 'a.ts:7']);
  });
});
