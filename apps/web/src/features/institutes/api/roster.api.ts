import type { OneRosterFileBody, OneRosterPreviewData, RosterFileBody, RosterPreviewData } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';
import { instituteKeys } from './institutes.keys';

/** The CSV template: a plain download link (the template holds no data). */
export const ROSTER_TEMPLATE_URL = apiUrl('GET /institutes/roster/template');

export function previewRoster(body: RosterFileBody) {
  return api.call('POST /institutes/roster/preview', { body });
}

export function applyRoster(body: RosterFileBody) {
  return api.call('POST /institutes/roster/apply', { body });
}

export function previewOneRoster(body: OneRosterFileBody) {
  return api.call('POST /institutes/roster/oneroster/preview', { body });
}

export function applyOneRoster(body: OneRosterFileBody) {
  return api.call('POST /institutes/roster/oneroster/apply', { body });
}

/** A chosen roster file as the server takes it: a CSV's text, or a OneRoster zip with the admin's choices. */
export type RosterUpload = { kind: 'csv'; csv: string } | ({ kind: 'zip' } & OneRosterFileBody);

/** A preview of either kind: a OneRoster zip's also says which schools the file holds. */
export type UploadPreview = RosterPreviewData &
  Partial<Pick<OneRosterPreviewData, 'orgs' | 'org' | 'other_school_records'>>;

const zipBody = ({ zip, board, org }: OneRosterFileBody): OneRosterFileBody => ({
  zip,
  ...(board ? { board } : {}),
  ...(org ? { org } : {}),
});

export function usePreviewUpload() {
  return useMutation({
    mutationFn: (upload: RosterUpload): Promise<UploadPreview> =>
      upload.kind === 'csv' ? previewRoster({ csv: upload.csv }) : previewOneRoster(zipBody(upload)),
  });
}

/** All or nothing on the server, whichever the kind of file; afterwards the batch list shows the new sections. */
export function useApplyUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: RosterUpload) =>
      upload.kind === 'csv' ? applyRoster({ csv: upload.csv }) : applyOneRoster(zipBody(upload)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instituteKeys.all }),
  });
}

/** The school's roster as a OneRoster 1.2 zip, saved as a download (the api client's session rules apply). */
export async function downloadOneRoster(): Promise<void> {
  const blob = await api.file('GET /institutes/roster/oneroster');
  saveFile(blob, 'roster-oneroster.zip');
}

/** A file's bytes as base64, in slices (a spread of a whole file would overflow the call stack). */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
