import type { RosterApplyData, RosterFileBody, RosterPreviewData } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, API_BASE } from '../../../lib/api';
import { instituteKeys } from './institutes.keys';

/** The CSV template: a plain download link (the template holds no data). */
export const ROSTER_TEMPLATE_URL = `${API_BASE}/institutes/roster/template`;

export function previewRoster(body: RosterFileBody): Promise<RosterPreviewData> {
  return api.request<RosterPreviewData>('/institutes/roster/preview', { method: 'POST', body });
}

export function applyRoster(body: RosterFileBody): Promise<RosterApplyData> {
  return api.request<RosterApplyData>('/institutes/roster/apply', { method: 'POST', body });
}

export function usePreviewRoster() {
  return useMutation({ mutationFn: previewRoster });
}

/** All or nothing on the server; afterwards the batch list shows the new sections and counts. */
export function useApplyRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRoster,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instituteKeys.all }),
  });
}
