// A file name no other file of its kind in the project has: the name itself when free, else
// numbered before its extension from 2 on, as a browser names a second download of a file
// ('Site report rev 0.pdf', 'Site report rev 0 (2).pdf'), so that two reports of one revision
// can be told apart in the list and in a downloads folder.
import { extname } from 'node:path';

export function distinctFileName(fileName: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  if (!names.has(fileName)) return fileName;
  const ext = extname(fileName);
  const stem = fileName.slice(0, fileName.length - ext.length);
  for (let n = 2; ; n++) {
    const numbered = `${stem} (${n})${ext}`;
    if (!names.has(numbered)) return numbered;
  }
}
