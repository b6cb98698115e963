import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { UploadsTable } from '../../db/schema.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { ModuleJobs } from '../../platform/modules/module-declaration.js';
import { defineModule } from '../module-map.js';
import { mediaPersonalData } from './media.personal-data.js';
import { TRANSCODE_JOB } from './transcode.service.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { AccessService, ContentGate } from '../access/access.module.js';
import type { ContentStoreService, TenantSchools, ViewerSchools } from '../catalogue/catalogue.module.js';
import { acceptFormBodies } from './form-body.js';
import { createImageResizeService } from './image-resize.service.js';
import { createMediaAccessService } from './media-access.service.js';
import { createMediaOwners } from './media-owners.js';
import { createMediaPolicy } from './media.policy.js';
import { registerMediaFileRoutes } from './media-file.routes.js';
import { createMediaRepository } from './media.repository.js';
import { registerSignedUrlRoutes } from './signed-url.routes.js';
import { createKeepGrantService } from './keep-grant.service.js';
import { registerKeepGrantRoutes } from './keep-grant.routes.js';
import { createSignedUrlService } from './signed-url.service.js';
import { mediaSignerFor, type MediaSigner } from './signed-url.js';
import { createTranscodeService } from './transcode.service.js';
import { createProfilePhotoService, type PhotoOwners } from './profile-photo.service.js';
import { registerProfilePhotoRoutes } from './profile-photo.routes.js';
import { registerUploadRoutes } from './upload.routes.js';
import { createUploadLookup } from './upload-lookup.js';
import { createPersonUploads } from './person-uploads.js';
import { createUploadService } from './upload.service.js';
import { createWorkUploads } from './work-uploads.js';

// What the modules that attach files read of this one: where a school's files live, and how a link is signed.
export { keyFromPath } from './media-access.service.js';
export { isLibraryKey, PLATFORM_UPLOADS_PREFIX, schoolUploadsPrefix, type MediaOwners } from './media-owners.js';
export type { MediaSigner } from './signed-url.js';
export type { UploadLookup } from './upload-lookup.js';
export type { PersonUpload, PersonUploads } from './person-uploads.js';
export { workUploadsPrefix, type WorkUploads } from './work-uploads.js';
export { receiveUpload, type ReceivedUpload } from './multipart-upload.js';

export type MediaServices = ReturnType<typeof createMediaServices>;

export function createMediaServices(deps: {
  db: Db;
  clock: () => number;
  storage: Storage;
  signer: MediaSigner;
  gate: ContentGate;
  /** The access gate itself: keep grants decide for a parent's linked child too. */
  access: Pick<AccessService, 'decideMany'>;
  jobs: ModuleJobs;
  /** The catalogue's content rows (which content uses a file) and its platform editors. */
  contentStore: ContentStoreService;
  isPlatformEditor: (auth: AuthContext) => Promise<boolean>;
  /** identity: the schools whose staff the caller is, and their main school. */
  identity: TenantSchools & { primarySchoolId(uuid: string): Promise<number | null> };
  /** identity: which stored file is whose photo. */
  photoOwners: PhotoOwners;
  /** The catalogue's schools of a viewer: another school's own content is not found. */
  viewerSchools: ViewerSchools;
}) {
  const { db, clock, storage, signer, gate, jobs, contentStore, isPlatformEditor, identity, viewerSchools } = deps;
  const repo = createMediaRepository(db);
  const policy = createMediaPolicy({ repo });
  const access = createMediaAccessService({ gate, contentStore, identity, isPlatformEditor, policy });
  const transcoder = createTranscodeService({ storage, repo, jobs });
  return {
    /** Who may read an upload and follow its transcoding (media.policy.ts). */
    policy,
    storage,
    signer,
    transcoder,
    /** Which files an owner's content may point at (the content module's edits ask). */
    owners: createMediaOwners({ storage, repo }),
    resizer: createImageResizeService({ storage }),
    /** A person's own photo, resized on upload. */
    profilePhotos: createProfilePhotoService({ storage, owners: deps.photoOwners }),
    signedUrls: createSignedUrlService({ signer, access, gate, contentStore, viewerSchools }),
    /** Keep for offline: what may be kept on the device, and the next sync's check. */
    keepGrants: createKeepGrantService({ access: deps.access, contentStore, viewerSchools, storage, signer }),
    /** What is recorded of uploaded files (their school, type, transcoding), for modules that attach them. */
    uploadLookup: createUploadLookup({ repo }),
    /** The files a person uploaded, with their bytes: the privacy module's data out reads them. */
    personUploads: createPersonUploads({ storage, repo }),
    /** Learners' work (hand-ins): photos and PDFs through the upload pipeline, into the school's work area. */
    workUploads: createWorkUploads({ storage, repo, clock }),
    uploads: createUploadService({
      storage,
      repo,
      signer,
      transcoder,
      areas: { isPlatformEditor, primarySchoolId: identity.primarySchoolId },
      policy,
      clock,
    }),
    /** Generated worlds only (the demo seed): files recorded as uploaded, in the seed's transaction when it gives one. */
    seeding: {
      async recordUploads(rows: readonly UploadsTable[], trx?: Db): Promise<void> {
        const uploads = trx ? createMediaRepository(trx) : repo;
        for (const row of rows) await uploads.insertUpload(row);
      },
    },
  };
}

/**
 * The media calls of spec/calls.tsv: signed links and cookies, file reads with ranges, image resizing,
 * uploads and transcoding. Cookies, multipart and form bodies are registered in this module's own
 * scope, so no other module's routes change behaviour.
 */
export function registerMediaModule(api: FastifyInstance, services: MediaServices, uploadMaxBytes: number): void {
  void api.register(async (scope) => {
    await scope.register(cookie);
    await scope.register(multipart, {
      limits: { fileSize: uploadMaxBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 30 },
    });
    acceptFormBodies(scope);
    registerMediaFileRoutes(scope, services);
    registerSignedUrlRoutes(scope, services.signedUrls);
    registerKeepGrantRoutes(scope, services.keepGrants);
    registerUploadRoutes(scope, services.uploads);
    registerProfilePhotoRoutes(scope, services.profilePhotos);
  });
}

export const mediaModule = defineModule({
  name: 'media',
  purpose: 'Files: storage, signed links and cookies, range reads, image resizing, uploads and video transcoding.',
  needs: {
    identity: ['identity', 'profilePhotos'],
    access: ['contentGate', 'access'],
    catalogue: ['contentStore', 'contentEdits', 'viewerSchools'],
  },
  offers: ['signer', 'owners', 'uploadLookup', 'workUploads', 'personUploads'],
  fills: [],
  publishes: [],
  handles: [],
  tables: ['uploads'],
  personalData: mediaPersonalData,
  jobs: [TRANSCODE_JOB],
  build({ platform, needs, jobs }) {
    const services = createMediaServices({
      db: platform.db,
      clock: platform.clock,
      storage: platform.storage,
      signer: mediaSignerFor(platform.config, platform.clock),
      gate: needs.access.contentGate,
      access: needs.access.access,
      jobs,
      contentStore: needs.catalogue.contentStore,
      isPlatformEditor: needs.catalogue.contentEdits.isPlatformEditor,
      identity: needs.identity.identity,
      photoOwners: needs.identity.profilePhotos,
      viewerSchools: needs.catalogue.viewerSchools,
    });
    return {
      services,
      policy: services.policy,
      routes: (api) => registerMediaModule(api, services, platform.config.uploadMaxBytes),
    };
  },
});
