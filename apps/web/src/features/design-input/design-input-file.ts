// Reading a design input from a file the engineer chose: only JSON, at most 2 MB, and it must
// parse as JSON (the design rules are checked afterwards by parseDesignInput).

export const MAX_DESIGN_INPUT_BYTES = 2 * 1024 * 1024;
export const DESIGN_INPUT_ACCEPT = 'application/json,.json';

export type DesignInputFileResult = { ok: true; json: unknown } | { ok: false; message: string };

function isJsonFile(file: File): boolean {
  return file.name.toLowerCase().endsWith('.json') || file.type === 'application/json';
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export async function readDesignInputFile(file: File): Promise<DesignInputFileResult> {
  if (!isJsonFile(file)) {
    return { ok: false, message: `“${file.name}” is not a JSON file. Choose a design input saved as .json.` };
  }
  if (file.size > MAX_DESIGN_INPUT_BYTES) {
    return {
      ok: false,
      message: `“${file.name}” is ${megabytes(file.size)}; a design input may be at most 2 MB.`,
    };
  }
  const text = await file.text();
  try {
    return { ok: true, json: JSON.parse(text) as unknown };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return {
      ok: false,
      message: `“${file.name}” is not valid JSON (${why}). Check the file and load it again.`,
    };
  }
}

/** A file name for downloading the input: the project name, simplified. */
export function designInputFileName(projectName: string): string {
  const base = projectName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'project'}-design-input.json`;
}

/** Saves the input as a JSON file through the browser. */
export function downloadDesignInput(json: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(json, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
