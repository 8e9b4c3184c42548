/**
 * Runs npm scripts side by side and fails when any of them fails: `npm test`'s first step runs the lint and the
 * type-check so. Each is single-threaded (ESLint ~30 s and tsc ~45 s of CPU on a clean clone), and one after the
 * other they left one of CI's two cores idle. Each script's output is printed whole when it ends, so two logs
 * never interleave.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/run-parallel.ts <npm script> [<npm script>…]');
  process.exit(2);
}

function run(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const output: Buffer[] = [];
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    let finished = false;
    // A child that cannot start may report both 'error' and 'close': one verdict.
    const finish = (ok: boolean, why: string) => {
      if (finished) return;
      finished = true;
      process.stdout.write(Buffer.concat(output));
      console.log(`\n[${name}] ${ok ? 'passed' : `failed (${why})`} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      resolve(ok);
    };
    child.on('error', (error) => finish(false, error.message));
    child.on('close', (code, signal) => finish(code === 0, signal ? `signal ${signal}` : `exit code ${code}`));
  });
}

const passed = await Promise.all(scripts.map(run));
process.exit(passed.every(Boolean) ? 0 : 1);
