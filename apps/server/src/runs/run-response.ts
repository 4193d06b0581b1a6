// The answer to GET a run: `{ run }` as its schema has it, with the run's stored result put in as
// the JSON it is kept as (UTF-8 bytes). A result is up to a megabyte of JSON the engine wrote; parsing it,
// checking it against the result's schema and serialising it again on every read took longer
// than the rest of the answer together (issue 12). The rest of the run is checked as usual.
import { runResponseSchema, type Run } from '@pilewise/contracts';

export function runResponseJson(run: Run, resultJson: Buffer | null): Buffer {
  const { result: _result, ...withoutResult } = run;
  const checked = JSON.stringify(runResponseSchema.parse({ run: withoutResult }));
  // `{"run":{...}}`: the result goes in as the run's last field, before the two closing braces;
  // as bytes, so that a result's megabyte is neither decoded nor encoded again.
  return Buffer.concat([
    Buffer.from(`${checked.slice(0, -2)},"result":`, 'utf8'),
    resultJson ?? Buffer.from('null'),
    Buffer.from('}}'),
  ]);
}
