// Report upload on the Result tab: numbered file/label pairs, only the complete ones sent (spec §3),
// files checked for type and size before they go, the uploaded files listed for download.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectFile } from '@pilewise/contracts';
import { makeProject, renderWithProviders } from '../../../testing/render';
import { completePairs, fileProblem, UploadedReports } from './upload-reports';

afterEach(() => vi.restoreAllMocks());

const project = makeProject({ name: 'Mesa Solar' });
const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

const listed: ProjectFile = {
  _id: '44444444-4444-4444-8444-444444444444',
  projectId: project._id,
  kind: 'geoTechFile',
  label: 'Geotechnical report',
  fileName: 'geo.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2048,
  runId: null,
  reviewId: null,
  revisionNumber: 0,
  current: true,
  uploadedBy: null,
  uploadedByName: 'Sam Stamp',
  createdAt: '2025-03-01T10:00:00.000Z',
};

describe('report upload', () => {
  it('a pair goes only with both halves and a good file', () => {
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    expect(fileProblem(pdf('a.pdf'))).toBeNull();
    expect(fileProblem(new File(['x'], 'run.exe'))).toMatch(/Allowed types/);
    expect(fileProblem(big)).toBe('At most 20 MB');
    expect(
      completePairs([
        { file: pdf('a.pdf'), label: ' Geotech ' },
        { file: pdf('b.pdf'), label: '' },
        { file: null, label: 'Loads' },
        { file: big, label: 'Big' },
      ]),
    ).toEqual([{ file: expect.any(File), label: 'Geotech' }]);
  });

  it('sends the complete pairs renumbered file1/label1 …, and lists the files', async () => {
    const forms: FormData[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = new URL(String(input)).pathname;
      if (path === `/api/projects/files/${project._id}`) return Response.json({ files: [listed] });
      if (path === '/api/projects/add-reports') {
        forms.push(init?.body as FormData);
        return Response.json({ files: [] });
      }
      return Response.json({});
    });
    renderWithProviders(<UploadedReports project={project} canUpload />);
    expect(await screen.findByRole('button', { name: 'geo.pdf' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Uploaded reports' })).toHaveTextContent('Geotechnical report');

    const user = userEvent.setup();
    const upload = screen.getByRole('button', { name: 'Upload reports' });
    expect(upload).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    // Row 1: a label only (not sent); row 2: file and label.
    await user.type(screen.getByLabelText('Label 1'), 'Loads');
    expect(screen.getByText('Not sent without a file')).toBeInTheDocument();
    // Mantine's FileInput is a button over a hidden file input: the second row's input.
    await user.upload(
      document.querySelectorAll<HTMLInputElement>('input[type="file"]')[1]!,
      pdf('survey.pdf'),
    );
    await user.type(screen.getByLabelText('Label 2'), 'Survey');
    await user.click(screen.getByRole('button', { name: 'Upload 1 report' }));
    await waitFor(() => expect(forms).toHaveLength(1));
    const sent = forms[0]!;
    expect(sent.get('projectId')).toBe(project._id);
    expect(sent.get('label1')).toBe('Survey');
    expect((sent.get('file1') as File).name).toBe('survey.pdf');
    expect(sent.has('label2')).toBe(false);
  });

  it('a viewer who may not upload sees the list only', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ files: [listed] }));
    renderWithProviders(<UploadedReports project={project} canUpload={false} />);
    expect(await screen.findByRole('button', { name: 'geo.pdf' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload/ })).toBeNull();
  });
});
