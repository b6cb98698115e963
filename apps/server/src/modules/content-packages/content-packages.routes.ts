import { PackageUploadForm } from '@esc/contracts';
import type { FastifyInstance } from 'fastify';
import { multipartForm } from '../../platform/http/openapi.js';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import { receiveUpload } from '../media/media.module.js';
import type { PackagePlayService } from './package-play.service.js';
import { checkPackageType, type PackageUploadService } from './package-upload.service.js';

const tags = ['content'];

/** Upload, launch and runtime reports of H5P and SCORM packages. */
export function registerContentPackageRoutes(
  app: FastifyInstance,
  deps: { uploads: PackageUploadService; play: PackagePlayService },
): void {
  route(
    app,
    'POST /content/packages',
    {
      config: { swaggerTransform: multipartForm(PackageUploadForm) },
      tags,
      summary:
        'Add an H5P or SCORM package to a chapter or topic (multipart: syllabus_id, group_id, title, language_id, file)',
      description:
        "A school's staff add to their school's chapters and topics (another school's is 404); platform editors to the " +
        "platform's (403 for other staff). Each refusal names the file and what is wrong with it.",
      consumes: ['multipart/form-data'],
    },
    async (request) => {
      const auth = requireUser(request);
      const received = await receiveUpload(request, ['file'], checkPackageType);
      try {
        return ok(await deps.uploads.upload(auth, received));
      } finally {
        await received.discard();
      }
    },
  );

  route(
    app,
    'GET /content/packages/:contentId/launch',
    { tags, summary: "Open a package: the gate's decision, a launch URL that expires, and the learner's saved state" },
    async (request) => ok(await deps.play.launch(requireUser(request), request.params.contentId)),
  );

  route(
    app,
    'POST /content/packages/:contentId/runtime',
    {
      tags,
      summary: "What the package's runtime reported: saves the suspend data; a completion counts once as progress",
    },
    async (request) => ok(await deps.play.report(requireUser(request), request.params.contentId, request.body)),
  );
}
