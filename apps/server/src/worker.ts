// Entry point of a run worker process (`npm run start:worker`): takes design runs from the queue
// on DATABASE_URL (RUN_WORKERS at once, default 2) and sweeps for stuck runs; serves no HTTP.
import { main } from './process';

main('worker');
