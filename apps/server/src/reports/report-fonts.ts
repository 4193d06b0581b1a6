// The report's fonts: DejaVu TTFs (the pdfkit built-ins garble σ, φ′, ≥, ·; stack.md), read
// once per process. Sans for text, Sans Condensed for the dense tables.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const FONT = {
  regular: 'Sans',
  bold: 'Sans-Bold',
  condensed: 'Condensed',
  condensedBold: 'Condensed-Bold',
} as const;

const FILES: Record<(typeof FONT)[keyof typeof FONT], string> = {
  Sans: 'DejaVuSans.ttf',
  'Sans-Bold': 'DejaVuSans-Bold.ttf',
  Condensed: 'DejaVuSansCondensed.ttf',
  'Condensed-Bold': 'DejaVuSansCondensed-Bold.ttf',
};

let loaded: Map<string, Buffer> | undefined;

/** Each font's bytes, by the name the document registers it under. */
export function reportFonts(): Map<string, Buffer> {
  loaded ??= new Map(
    Object.entries(FILES).map(([name, file]) => [
      name,
      readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)),
    ]),
  );
  return loaded;
}
