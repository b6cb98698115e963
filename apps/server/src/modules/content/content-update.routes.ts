import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { ContentUpdateService } from './content-update.service.js';

const tags = ['content'];
const conflictNote =
  "The platform's catalogue is edited by platform editors only (403 for other staff); a school's own content " +
  "by that school's staff only (404 to others). A stale version answers 409 CONFLICT. Bumps the syllabus " +
  'version of every board/class mapped.';

/** Content update calls (spec 001 §7 Other): staff only, and the content's owner decides who. */
export function registerContentUpdateRoutes(app: FastifyInstance, service: ContentUpdateService): void {
  route(
    app,
    'PUT /content/v2/updateContentSize',
    { tags, summary: 'Set the content size', description: conflictNote },
    async (request) => {
      const b = request.body;
      return ok(await service.updateSize(requireUser(request), b.content_id, b.content_size, b.version));
    },
  );

  route(
    app,
    'PUT /content/v2/updateContentTranscodedUrl',
    {
      tags,
      summary: "Point the content at its transcoded mp4 (a storage key or media URL of a file of the content's owner)",
      description: conflictNote,
    },
    async (request) => {
      const b = request.body;
      return ok(
        await service.updateTranscodedUrl(
          requireUser(request),
          b.content_id,
          b.content_transcoded_url,
          b.content_version,
        ),
      );
    },
  );

  route(
    app,
    'POST /content/v2/updateContentTagValue',
    {
      tags,
      summary: "Set the content's value of a tag",
      description: `${conflictNote} Tags are shared by the whole catalogue: platform editors only. The version is optional on this call.`,
    },
    async (request) => ok(await service.updateTagValue(requireUser(request), request.body)),
  );
}
