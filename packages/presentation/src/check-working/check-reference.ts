/**
 * A check's reference as its row in the check table shows it: the clause text the engine writes
 * with the long explanations in brackets cut down to the code clauses they cite. An axial check's
 * reference runs to 420 characters (6 to 9 lines in the row) because its factor of safety
 * explains where the factor comes from; that explanation is in the check's working ("Factor
 * from"), and the full text on hover and in the report. What stays in the row: every part
 * before the factor (the method and its source), the factor itself, the clauses it rests on
 * and "(engineer to confirm)".
 */

/** A bracketed aside longer than this is cut to the clauses it cites. */
const LONG_ASIDE_CHARS = 30;
/** The clauses a factor's explanation cites, as the engine names them (checks/geotech-factors.ts). */
const CODE_CLAUSE =
  /\b(?:IBC \d+(?:\.\d+)+(?: Exception)?|AASHTO LRFD Table \d+(?:\.\d+)+-\d+|ASCE 7-\d+ \S+\d)/g;

/** The row's text of a check reference (see above); a reference with no long aside is as given. */
export function shortCheckReference(reference: string): string {
  const parts = splitTopLevel(reference, ';');
  // The first part is the method and its source (GEC-12, Andersland & Ladanyi): kept whole.
  return [parts[0]!, ...parts.slice(1).map(shortenAsides)].join(';');
}

/** `text` with each top-level bracketed aside longer than LONG_ASIDE_CHARS cut to its clauses. */
function shortenAsides(text: string): string {
  let out = '';
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(') {
      if (depth === 0) start = i;
      depth++;
    } else if (ch === ')' && depth > 0) {
      depth--;
      if (depth === 0) {
        out += shortAside(text.slice(start, i + 1));
        start = -1;
      }
    } else if (depth === 0) out += ch;
  }
  // an unbalanced bracket: the rest as written
  if (depth > 0 && start >= 0) out += text.slice(start);
  return out.replace(/ {2,}/g, ' ').trimEnd();
}

/** An aside (with its brackets) as the row shows it: short ones whole, long ones by their first clause. */
function shortAside(aside: string): string {
  if (aside.length - 2 <= LONG_ASIDE_CHARS) return aside;
  const first = aside.match(CODE_CLAUSE)?.[0];
  return first ? `(${first})` : '';
}

/** `text` split at `separator` outside brackets. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')' && depth > 0) depth--;
    else if (ch === separator && depth === 0) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}
