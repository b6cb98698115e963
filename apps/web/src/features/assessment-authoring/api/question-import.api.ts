import type { QuestionImportApplyBody, QuestionImportPreviewBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

/** Reads a question file on the server: what would become of each question; nothing is saved yet. */
export function previewImport(body: QuestionImportPreviewBody) {
  return api.call('POST /question-msa-test/question/import/preview', { body });
}

/** Imports a preview's questions into the chosen chapters, all together. */
export function applyImport(body: QuestionImportApplyBody) {
  return api.call('POST /question-msa-test/question/import/apply', { body });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyImport,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authoringKeys.bank() }),
  });
}

/** A file's bytes as base64, in slices so a large file does not overflow the call stack. */
export async function fileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
