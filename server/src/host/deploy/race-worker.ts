/**
 * Test helper run as a separate Node process (file-deploy-store.test.ts): adds `count` specifiers to the
 * map, each by read-head → commit(head) → retry on conflict, like a deploy client would.
 */
import { openFileDeployStore } from './file-deploy-store.ts';

const [importMapFile, name, countText] = process.argv.slice(2) as [string, string, string];
const store = await openFileDeployStore(importMapFile, { lockTimeoutMs: 60_000 });
// Both processes start committing at the same moment (the test's "go"), so they really race.
process.send?.({ ready: true });
await new Promise((resolve) => process.once('message', resolve));
let conflicts = 0;
for (let i = 0; i < Number(countText); i++) {
  for (;;) {
    const head = await store.head();
    const map = { ...head.map, imports: { ...head.map.imports, [`${name}-${i}`]: `/dist/${name}/${i}/index.js` } };
    const result = await store.commit(head.version, { map, operator: name, reason: `change ${i}` });
    if (result.ok) break;
    conflicts++;
  }
}
process.send?.({ conflicts });
