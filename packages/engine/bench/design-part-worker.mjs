// The entry of a parallel-benchmark thread: tsx's ESM hooks first, then the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./design-part-worker.ts');
