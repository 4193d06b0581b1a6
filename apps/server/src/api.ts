// Entry point of an API process (`npm run start:api`): HTTP and the socket, no design runs
// (RUN_WORKERS is 0 whatever the environment says); worker processes on the same PostgreSQL run them.
import { main } from './process';

main('api');
