/** A server-only library (@arena/contracts: TypeBox schemas) is never built for the browser nor put in the import map (issue 27). */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { discoverModules } from './modules.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

describe('server-only libraries', () => {
  it('@arena/contracts is not a browser module, the other shared libraries are', () => {
    const specifiers = discoverModules(ROOT).map((m) => m.specifier);
    expect(specifiers).toContain('@arena/domain');
    expect(specifiers).not.toContain('@arena/contracts');
  });
});
