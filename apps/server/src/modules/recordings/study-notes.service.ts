import { MAX_DB_INTEGER, STUDY_NOTES_MAX, type StudyNotesBody, type StudyNotesData } from '@esc/contracts';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { invalid, type RecordingDeps } from './recordings-ports.js';

/** note_ids as a list or the comma text older clients send: ids of 1 to MAX_DB_INTEGER, at most 50; else 400. */
function noteIdsOf(input: StudyNotesBody['note_ids']): number[] {
  const parts = typeof input === 'string' ? input.split(',').map((p) => p.trim()) : input.map(String);
  const ids = parts.map(Number);
  if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > MAX_DB_INTEGER)) {
    throw invalid('note_ids', { reason: 'recordings.noteIdsNotWhole' });
  }
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > STUDY_NOTES_MAX) {
    throw invalid('note_ids', { reason: 'recordings.noteIdsCount', params: { max: STUDY_NOTES_MAX } });
  }
  return unique;
}

export type StudyNotesService = ReturnType<typeof createStudyNotesService>;

/**
 * POST studyNotesDetailById (spec 000 §7: note_ids, uuid; response study_notes): study notes are the
 * catalogue's content of kind study_notes (what learn-lists hold as type-12 items), answered as the
 * content module answers their details: for what the caller sees, with the access gate's decision, the
 * PDF signed only when allowed. Other ids (another kind, another school's, none) are missing_ids.
 */
export function createStudyNotesService({ identity, studyNotes }: Pick<RecordingDeps, 'identity' | 'studyNotes'>) {
  async function byIds(caller: AuthContext, body: StudyNotesBody): Promise<StudyNotesData> {
    await actingUserFor(caller, body.uuid, identity);
    const ids = noteIdsOf(body.note_ids);
    const { content_details } = await studyNotes(caller, ids);
    const notes = content_details.filter((d) => d.content_kind === 'study_notes');
    const found = new Set(notes.map((d) => d.content_id));
    return { study_notes: notes, missing_ids: ids.filter((id) => !found.has(id)).map(String) };
  }

  return { byIds };
}
