// Entry point of the whole product in one process: the API, the web app and design runs.
import { main } from './process';

main('all');
