// The answers of the project screen's GETs as the web app opens a project (the project, its runs,
// files, review history and review readiness; the company's sections), kept per process until a
// row they are built from changes (src/db/kept-by-company.ts: the triggers of migrations 0015 and
// 0016, exact on every process). Issue 11's load test: on PGlite every query is CPU of the API
// process, and these calls were 0.7 to 1.9 ms each of it.
//
// What is kept is the answer itself, the same for everyone who may see the project: the access
// check (role, ownership, sharing, status) is still made on every request, before the answer is
// taken (from memory or not). Kept frozen, so that its JSON is written once
// (src/plugins/serializer.ts). Kept for the app's database only, never for a transaction.
//
// What each answer is built from, and so what drops it:
// - project: the project's row with its design, its clones' ids, its owner's name;
// - runs: the project's runs, their starters' names;
// - files: the project's files, their uploaders' names, and (to mark the current report) the
//   readiness below;
// - history: the project's workflow steps, their files, their actors' and reviewers' names;
// - readiness: the project's design, its latest finished run, that run's report, and (the input
//   the run would take) the company's sections;
// - sections: the company's sections.
// A change of a user (names) or of the company or its sections drops all of the company's.
import type { Db } from '../db/client';
import { KeptByCompany, type Drop } from '../db/kept-by-company';
import type { CatchUp, ChangedTable, RowChanges } from '../db/row-changes';
import { deepFreeze } from '../shared/deep-freeze';

/** A kept answer: of a project's screen, or the company's sections. */
export type ScreenCall = 'project' | 'runs' | 'files' | 'history' | 'readiness' | 'sections';

const keyOf = (call: ScreenCall, projectId: string | null) =>
  projectId === null ? call : `${call}:${projectId}`;

/** The answers of project `projectId` a change of a row of `table` about it drops. */
const DROPPED_BY: Partial<Record<ChangedTable, readonly ScreenCall[]>> = {
  projects: ['project', 'readiness', 'files'],
  project_children: ['project'],
  runs: ['runs', 'readiness', 'files'],
  project_files: ['files', 'readiness', 'history'],
  reviews: ['history'],
};

function drops(table: ChangedTable, projectId: string | undefined): Drop {
  if (table === 'users' || table === 'companies' || table === 'company_sections') return 'company';
  const calls = DROPPED_BY[table];
  if (!calls) return null;
  // Every payload of these tables names the project: without one, drop all to be safe.
  if (projectId === undefined) return 'company';
  return { keys: calls.map((call) => keyOf(call, projectId)) };
}

/**
 * Up to this many characters of kept answers' JSON (a project's answer holds its design: a few
 * kilobytes to a megabyte); past it they all go, and it fills again.
 */
const MAX_KEPT_JSON_CHARS = 16 * 1024 * 1024;

export class ProjectScreenCache {
  private readonly kept: KeptByCompany<object>;

  constructor(changes: RowChanges) {
    this.kept = new KeptByCompany<object>(changes, {
      maxEntries: MAX_KEPT_JSON_CHARS,
      // Weighed once, when kept (a read of the database costs more).
      weigh: (answer) => JSON.stringify(answer).length,
      drops,
    });
  }

  /** Answers from memory and reads of the database (tests and benchmarks read them). */
  get counts(): { hits: number; reads: number } {
    return this.kept.counts;
  }

  /**
   * The answer `call` of project `projectId` (null: the company's) of company `companyId`: kept,
   * or `read` (then kept, frozen). `catchUp`: the request's (src/db/request-catch-up.ts).
   */
  async answer<T extends object>(
    companyId: string,
    call: ScreenCall,
    projectId: string | null,
    read: () => Promise<T>,
    catchUp?: CatchUp,
  ): Promise<T> {
    const answer = await this.kept.get(
      companyId,
      keyOf(call, projectId),
      async () => deepFreeze(await read()),
      catchUp,
    );
    return answer as T;
  }
}

const byDb = new WeakMap<Db, ProjectScreenCache>();

/** Keeps the project screen's answers read through `db` (the app's database, not a transaction). */
export function keepProjectScreenOf(db: Db, changes: RowChanges): ProjectScreenCache {
  const kept = new ProjectScreenCache(changes);
  byDb.set(db, kept);
  return kept;
}

/**
 * The answer `call` of project `projectId` (null: the company's), kept if `db` keeps them (the
 * app's database), else `read` (a transaction, a database without a cache).
 */
export function screenAnswer<T extends object>(
  db: Db,
  companyId: string,
  call: ScreenCall,
  projectId: string | null,
  read: () => Promise<T>,
  catchUp?: CatchUp,
): Promise<T> {
  const kept = byDb.get(db);
  return kept ? kept.answer(companyId, call, projectId, read, catchUp) : read();
}
