/**
 * The page's last loader step (boot.js): the shared modules the host names in `data-evaluate-ahead` are
 * run one task each, in order, before the root config is imported (issue 26, TBT: SystemJS runs a whole
 * graph's module bodies in one task). The script runs on a stand-in page without a server render (it
 * starts at once) and a stand-in SystemJS that records each import with the task it came in.
 */
import { describe, expect, inject, it } from 'vitest';

// The file as the host serves it (minified, scripts/testing/unit-global-setup.ts), not its source.
const SCRIPT = inject('shippedLoaderSteps')['boot.js']!;

/** Boots with `evaluateAhead` as the script tag's attribute (null: no attribute); resolves with the imports seen. */
function boot(evaluateAhead: string | null, failing: readonly string[] = []): Promise<{ imports: { name: string; task: number }[]; errors: unknown[] }> {
  return new Promise((resolve) => {
    let task = 0;
    const imports: { name: string; task: number }[] = [];
    const errors: unknown[] = [];
    // Every timer callback is a new task: counted, so an import tells which task it was asked in.
    const timers = (callback: () => void, ms?: number) => setTimeout(() => (task++, callback()), ms);
    const System = {
      prepareImport: () => Promise.resolve(),
      getRegister: () => undefined,
      import(name: string) {
        imports.push({ name, task });
        if (name === '@arena/root-config') setTimeout(() => resolve({ imports, errors }), 20);
        return failing.includes(name) ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve({});
      },
    };
    const self = { getAttribute: (name: string) => (name === 'data-evaluate-ahead' ? evaluateAhead : null) };
    const page = { currentScript: self, getElementById: () => null, visibilityState: 'visible', addEventListener: () => undefined };
    const run = new Function('document', 'System', 'window', 'setTimeout', 'console', SCRIPT) as (...args: unknown[]) => void;
    run(page, System, {}, timers, { error: (...args: unknown[]) => errors.push(args) });
  });
}

describe('boot: the heaviest shared modules run ahead, one task each', () => {
  it('imports each named module in a task of its own, in order, then the root config in the task after the last', async () => {
    const { imports, errors } = await boot('react-dom/client i18next @arena/ui-kit');
    expect(imports.map((seen) => seen.name)).toEqual(['react-dom/client', 'i18next', '@arena/ui-kit', '@arena/root-config']);
    const tasks = imports.map((seen) => seen.task);
    for (let i = 1; i < tasks.length; i++) expect(tasks[i]).toBeGreaterThan(tasks[i - 1]!);
    expect(errors).toEqual([]);
  });

  it('a named module that fails to load does not stop the boot: the root config is still imported', async () => {
    const { imports, errors } = await boot('react-dom/client i18next', ['i18next']);
    expect(imports.map((seen) => seen.name)).toEqual(['react-dom/client', 'i18next', '@arena/root-config']);
    expect(errors).toEqual([]);
  });

  it('a page whose host names none imports the root config alone, as before', async () => {
    for (const attribute of [null, '']) {
      const { imports } = await boot(attribute);
      expect(imports.map((seen) => seen.name)).toEqual(['@arena/root-config']);
    }
  });
});
