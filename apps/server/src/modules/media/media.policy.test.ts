import { describe, expect, it } from 'vitest';
import type { UploadsTable } from '../../db/schema.js';
import { createMediaPolicy, type MediaActor } from './media.policy.js';

// DOMAIN.md: a school's uploads are its staff's; the platform's are its editors'. An upload is
// also its uploader's, and only the uploader follows its transcoding.
const upload = (storage_key: string, uploaded_by: string) => ({ storage_key, uploaded_by }) as UploadsTable;
const UPLOADS = [
  upload('uploads/10/a.mp4', 'asha'),
  upload('uploads/20/b.mp4', 'meera'),
  upload('uploads/platform/c.pdf', 'ed'),
];
const policy = createMediaPolicy({
  repo: { findUploads: async (keys) => UPLOADS.filter((u) => keys.includes(u.storage_key)) },
});
const ravi: MediaActor = { uuid: 'ravi', schoolIds: [10], platformEditor: false };
const keys = UPLOADS.map((u) => u.storage_key);

describe('the media policy', () => {
  it('lets staff read their own school’s uploads, and platform editors the platform’s', async () => {
    expect(await policy.allowedIds(ravi, 'readUpload', [...keys, 'uploads/10/none.mp4'])).toEqual(['uploads/10/a.mp4']);
    expect(await policy.allowedIds({ ...ravi, platformEditor: true }, 'readUpload', keys)).toEqual([
      'uploads/10/a.mp4',
      'uploads/platform/c.pdf',
    ]);
  });

  it('lets only the uploader follow a transcoding; anyone else’s video is absent', async () => {
    expect(await policy.allowedIds({ ...ravi, uuid: 'asha' }, 'checkTranscode', keys)).toEqual(['uploads/10/a.mp4']);
    const refusal = await policy
      .authorizeOne(ravi, 'checkTranscode', 'uploads/10/a.mp4')
      .catch((e: Error) => e.message);
    expect(refusal).toBe('No such video.');
  });
});
