// The sales-mode import and Excel-out calls. Uploads are form data (spec §7: the file, sectionType,
// projectId); a refused workbook's 400 lists every cell it could not read, kept here as
// ImportRefused so the dialog can show them. Downloads fetch the bytes with the bearer token and
// save them under the name the server gives.
import {
  API_PATHS,
  API_VERSION,
  API_VERSION_HEADER,
  AUTH_HEADER,
  bearer,
  confirmImportResponseSchema,
  deleteImportFileResponseSchema,
  IMPORT_FILE_FIELDS,
  IMPORT_KINDS,
  importPreviewResponseSchema,
  projectFileListResponseSchema,
  projectResponseSchema,
  runListResponseSchema,
  XSRF_COOKIE,
  XSRF_HEADER,
  type ImportIssue,
  type ImportKind,
  type Project,
  type ProjectFile,
  type ResultTable,
  type UnitSystem,
} from '@pilewise/contracts';
import { api, ApiError, readCookie } from '../../../lib/api-client';
import { useSession } from '../../../stores/session';

/** A workbook the server could not read: its message and every issue (file, sheet, row, column). */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly issues: ImportIssue[],
    /** The kind the workbook reads as, when it was sent as another. */
    readonly readsAs: ImportKind | null = null,
  ) {
    super(message);
    this.name = 'ImportRefused';
  }
}

function authHeaders(): Headers {
  const headers = new Headers({ Accept: 'application/json', [API_VERSION_HEADER]: API_VERSION });
  const { token } = useSession.getState();
  if (token) headers.set(AUTH_HEADER, bearer(token));
  return headers;
}

async function postWorkbook(path: string, form: FormData): Promise<unknown> {
  const headers = authHeaders();
  let xsrf = readCookie(XSRF_COOKIE);
  if (!xsrf) {
    await fetch(API_PATHS.auth.csrf, { credentials: 'same-origin' }).catch(() => undefined);
    xsrf = readCookie(XSRF_COOKIE);
  }
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', headers, body: form, credentials: 'same-origin' });
  } catch (err) {
    throw new ApiError(`Network error: ${err instanceof Error ? err.message : String(err)}`, 0);
  }
  const body = (await res.json().catch(() => ({}))) as {
    message?: string;
    issues?: ImportIssue[];
    readsAs?: unknown;
  };
  if (!res.ok) {
    if (res.status === 401) useSession.getState().signOut();
    if (Array.isArray(body.issues)) {
      const readsAs = IMPORT_KINDS.find((k) => k === body.readsAs) ?? null;
      throw new ImportRefused(body.message ?? 'The workbook could not be read', body.issues, readsAs);
    }
    throw new ApiError(body.message ?? `Request failed with status ${res.status}`, res.status);
  }
  return body;
}

function importForm(kind: ImportKind, projectId: string, file: File, sectionType?: string): FormData {
  const form = new FormData();
  form.append('projectId', projectId);
  if (sectionType) form.append('sectionType', sectionType);
  form.append(IMPORT_FILE_FIELDS[kind], file, file.name);
  return form;
}

/** convert-*-template: what the workbook gives; nothing in the project changes. */
export async function previewImport(kind: ImportKind, projectId: string, file: File, sectionType?: string) {
  const body = await postWorkbook(
    API_PATHS.imports.convert(kind),
    importForm(kind, projectId, file, sectionType),
  );
  return importPreviewResponseSchema.parse(body).preview;
}

/** Applies the same workbook and keeps it with the project. */
export async function confirmImport(kind: ImportKind, projectId: string, file: File) {
  const form = importForm(kind, projectId, file);
  form.append('kind', kind);
  return confirmImportResponseSchema.parse(await postWorkbook(API_PATHS.imports.confirm, form));
}

/** The project's sales-mode workbooks: getPileFile and getndtfile together, newest first. */
export async function listImportFiles(projectId: string, signal?: AbortSignal): Promise<ProjectFile[]> {
  const [pile, ndt] = await Promise.all([
    api.post(API_PATHS.imports.pileFiles, { projectId }, { signal, schema: projectFileListResponseSchema }),
    api.post(API_PATHS.imports.ndtFiles, { projectId }, { signal, schema: projectFileListResponseSchema }),
  ]);
  return [...pile.files, ...ndt.files].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const deleteImportFile = (projectId: string, fileId: string) =>
  api.post(API_PATHS.imports.deleteFile, { projectId, fileId }, { schema: deleteImportFileResponseSchema });

/** The newest succeeded run of the project, if any (its results can be exported). */
export async function latestSucceededRunId(projectId: string, signal?: AbortSignal): Promise<string | null> {
  const { runs } = await api.get(API_PATHS.runs.projectRuns(projectId), {
    signal,
    schema: runListResponseSchema,
  });
  return runs.find((r) => r.status === 'succeeded')?._id ?? null;
}

/** The file name of a Content-Disposition header (filename* first, RFC 5987). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

async function download(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(path, { headers: authHeaders(), credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(body.message ?? 'Failed to fetch the file', res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const downloadTemplate = (kind: ImportKind, units: UnitSystem) =>
  download(API_PATHS.imports.template(kind, units), `PileWise ${kind} template.xlsx`);
export const downloadInputs = (projectId: string) =>
  download(API_PATHS.imports.exportInput(projectId), 'inputs.xlsx');
export const downloadResults = (runId: string) =>
  download(API_PATHS.imports.exportResults(runId), 'results.xlsx');
export const downloadResultsCsv = (runId: string, table: ResultTable) =>
  download(API_PATHS.imports.exportResultsCsv(runId, table), `${table}.csv`);
export const downloadImportFile = (file: Pick<ProjectFile, '_id' | 'fileName'>) =>
  download(API_PATHS.files.download(file._id), file.fileName);

/** Switches the project to Sales mode or back (its payload's user_mode), as a versioned draft save. */
export const setUserMode = (
  project: Pick<Project, '_id' | 'version' | 'design'>,
  mode: 'Sales' | 'Engineer',
) =>
  api.post(
    API_PATHS.projects.draft,
    { _id: project._id, version: project.version, design: { ...project.design, user_mode: mode } },
    { schema: projectResponseSchema },
  );
