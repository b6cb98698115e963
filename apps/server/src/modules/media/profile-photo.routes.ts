import { ProfilePhotoForm } from '@esc/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { AppError } from '../../platform/errors/app-error.js';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { multipartForm } from '../../platform/http/openapi.js';
import { receiveUpload } from './multipart-upload.js';
import type { ProfilePhotoService } from './profile-photo.service.js';
import { IMAGE_FORMATS } from './upload-formats.js';
import { checkUploadType, effectiveType } from './upload.service.js';

const tags = ['media'];

/** A person's own photo: set by them (any signed-in person), read by them and a linked parent. */
export function registerProfilePhotoRoutes(app: FastifyInstance, photos: ProfilePhotoService): void {
  route(
    app,
    'POST /upload/profilePhoto',
    {
      config: { swaggerTransform: multipartForm(ProfilePhotoForm) },
      tags,
      summary: 'Set your photo (multipart: file): an image, kept as a 256 px square',
      consumes: ['multipart/form-data'],
    },
    async (request) => {
      const auth = requireUser(request);
      const received = await receiveUpload(request, ['file'], (mime, name, field) => {
        checkUploadType('file', mime, name, field);
        if (!effectiveType(mime, name).startsWith('image/')) {
          const params = { formats: IMAGE_FORMATS };
          throw new AppError(
            'VALIDATION_FAILED',
            { reason: 'media.photoNotImage', params },
            {
              errors: [{ field, reason: 'media.photoNotImageField', params }],
            },
          );
        }
      });
      try {
        if (!received.file) {
          throw new AppError(
            'VALIDATION_FAILED',
            { reason: 'media.attachPhoto' },
            {
              errors: [{ field: 'file', reason: 'media.fileRequired' }],
            },
          );
        }
        return ok(await photos.store(auth, received.file));
      } finally {
        await received.discard();
      }
    },
  );

  route(
    app,
    'GET /upload/profilePhoto',
    {
      tags,
      summary: 'Your photo, or a linked child’s (uuid); 404 when there is none or it is not yours to see',
    },
    async (request, reply) => {
      const photo = await photos.read(requireUser(request), request.query.uuid);
      // A person's photo is theirs: never kept by a shared cache, nor by the browser past this answer.
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-length', String(photo.size))
        .type(photo.contentType)
        .send(photo.body);
    },
  );
}
