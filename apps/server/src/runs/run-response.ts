// The answer to GET a run: `{ run }` as its schema has it, with the run's stored result put in as
// the JSON text it is kept as. A result is up to a megabyte of JSON the engine wrote; parsing it,
// checking it against the result's schema and serialising it again on every read took longer
// than the rest of the answer together (issue 12). The rest of the run is checked as usual.
import { runResponseSchema, type Run } from '@pilewise/contracts';

export function runResponseJson(run: Run, resultJson: string | null): string {
  const { result: _result, ...withoutResult } = run;
  const checked = JSON.stringify(runResponseSchema.parse({ run: withoutResult }));
  // `{"run":{...}}`: the result goes in as the run's last field, before the two closing braces.
  return `${checked.slice(0, -2)},"result":${resultJson ?? 'null'}}}`;
}
