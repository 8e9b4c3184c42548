/** Writes results.json and RESULTS.md; the lever log (hand-written, levers.md) is carried into RESULTS.md. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchResults } from '../bench.ts';
import { renderMarkdown } from './markdown.ts';

export function writeReport(outDir: string, results: BenchResults): void {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const leversFile = join(outDir, 'levers.md');
  const levers = existsSync(leversFile) ? readFileSync(leversFile, 'utf8').trim() : '';
  writeFileSync(join(outDir, 'RESULTS.md'), renderMarkdown(results, levers));
}
