import {
  TransVideoData,
  TransVideoForm,
  TransVideoStatusData,
  TransVideoStatusQuery,
  UploadFileData,
  UploadFileForm,
} from '@esc/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { requireUser } from '../../platform/auth/guards.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ok, responses } from '../../platform/http/envelope.js';
import { multipartForm } from '../../platform/http/openapi.js';
import { receiveUpload, type ReceivedFile } from './multipart-upload.js';
import { checkUploadType, type UploadKind, type UploadService } from './upload.service.js';

const tags = ['media'];
const multipart = ['multipart/form-data'];

/** The upload service (spec 002 §7.1): staff only, teachers and admins. */
export function registerUploadRoutes(parent: FastifyInstance, service: UploadService): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

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
        throw new AppError('VALIDATION_FAILED', 'Attach a file.', {
          errors: [{ field: fileFields[0]!, message: 'is required' }],
        });
      }
      return await use(auth, received.fields.folderPath, received.file);
    } finally {
      await received.discard();
    }
  }

  app.post(
    '/upload/uploadFile',
    {
      config: { guard: 'staff', scope: 'school', swaggerTransform: multipartForm(UploadFileForm) },
      schema: {
        tags,
        summary: 'Upload a file (multipart: folderPath, file): image, PDF, MP4 or HTML',
        consumes: multipart,
        response: responses(UploadFileData),
      },
    },
    async (request) => ok(await withUpload(request, 'file', ['file'], service.uploadFile)),
  );

  app.post(
    '/upload/getTransVideo',
    {
      config: { guard: 'staff', scope: 'school', swaggerTransform: multipartForm(TransVideoForm) },
      schema: {
        tags,
        summary: 'Upload a video (multipart: folderPath, bucketName, video) and transcode it to H.264/AAC MP4',
        description: 'Answers at once with the key of the MP4 to come; poll /upload/transVideoStatus.',
        consumes: multipart,
        response: responses(TransVideoData),
      },
    },
    async (request) => ok(await withUpload(request, 'video', ['video', 'file'], service.transVideo)),
  );

  app.get(
    '/upload/transVideoStatus',
    {
      config: { guard: 'staff', scope: 'school' },
      schema: {
        tags,
        summary: 'Status of a transcoding started by the caller',
        querystring: TransVideoStatusQuery,
        response: responses(TransVideoStatusData),
      },
    },
    async (request) => ok(await service.transVideoStatus(requireUser(request), request.query.key)),
  );
}
