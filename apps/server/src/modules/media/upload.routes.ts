import { DoubtPhotoForm, TransVideoForm, UploadFileForm } from '@esc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { requireUser } from '../../platform/auth/guards.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { multipartForm } from '../../platform/http/openapi.js';
import { receiveUpload, type ReceivedFile } from './multipart-upload.js';
import { checkUploadType, type UploadKind, type UploadService } from './upload.service.js';

const tags = ['media'];
const multipart = ['multipart/form-data'];

/** The upload service (spec 002 §7.1): staff only, teachers and admins; and a learner's doubt photo. */
export function registerUploadRoutes(app: FastifyInstance, service: UploadService): void {
  /** Reads the multipart body, checks the file's type first, hands the file to the service, then drops the temporary copy. */
  async function withUpload<T>(
    request: FastifyRequest,
    kind: UploadKind,
    fileFields: readonly string[],
    use: (auth: AuthContext, folderPath: string | undefined, file: ReceivedFile) => Promise<T>,
  ): Promise<T> {
    const auth = requireUser(request);
    const received = await receiveUpload(request, fileFields, (mime, name, field) =>
      checkUploadType(kind, mime, name, field),
    );
    try {
      if (!received.file) {
        throw new AppError(
          'VALIDATION_FAILED',
          { reason: 'media.attachFile' },
          {
            errors: [{ field: fileFields[0]!, reason: 'media.fileRequired' }],
          },
        );
      }
      return await use(auth, received.fields.folderPath, received.file);
    } finally {
      await received.discard();
    }
  }

  route(
    app,
    'POST /upload/uploadFile',
    {
      config: { swaggerTransform: multipartForm(UploadFileForm) },
      tags,
      summary: 'Upload a file (multipart: folderPath, file): image, PDF, MP4 or HTML',
      consumes: multipart,
    },
    async (request) => ok(await withUpload(request, 'file', ['file'], service.uploadFile)),
  );

  route(
    app,
    'POST /upload/getTransVideo',
    {
      config: { swaggerTransform: multipartForm(TransVideoForm) },
      tags,
      summary: 'Upload a video (multipart: folderPath, bucketName, video) and transcode it to H.264/AAC MP4',
      description: 'Answers at once with the key of the MP4 to come; poll /upload/transVideoStatus.',
      consumes: multipart,
    },
    async (request) => ok(await withUpload(request, 'video', ['video', 'file'], service.transVideo)),
  );

  route(
    app,
    'POST /upload/doubtPhoto',
    {
      config: { swaggerTransform: multipartForm(DoubtPhotoForm) },
      tags,
      summary: 'A learner’s photo for a doubt (multipart: file): an image of at most 5 MB',
      description: 'Learners only (staff upload with uploadFile); stored in the learner’s school’s area.',
      consumes: multipart,
    },
    async (request) =>
      ok(await withUpload(request, 'file', ['file'], (auth, _folder, file) => service.doubtPhoto(auth, file))),
  );

  route(
    app,
    'GET /upload/transVideoStatus',
    { tags, summary: 'Status of a transcoding started by the caller' },
    async (request) => ok(await service.transVideoStatus(requireUser(request), request.query.key)),
  );
}
