// The entry of a peer-benchmark design thread: tsx's ESM hooks first, then the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./design-thread-worker.ts');
