// A worker thread's entry (render-workers.ts): Node 20 does not apply the process's TypeScript loader to a
// worker's first module, so the worker registers it itself before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
