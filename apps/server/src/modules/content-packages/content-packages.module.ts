import multipart from '@fastify/multipart';
import { PACKAGE_MAX_BYTES } from '@esc/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module-map.js';
import { createContentPackagesRepository } from './content-packages.repository.js';
import { contentPackagesPersonalData } from './content-packages.personal-data.js';
import { registerContentPackageRoutes } from './content-packages.routes.js';
import { registerPackageFileRoutes } from './package-files.routes.js';
import { createPackagePlayService } from './package-play.service.js';
import { createPackageUploadService } from './package-upload.service.js';

export type ContentPackagesServices = ReturnType<typeof buildServices>;

function buildServices(
  deps: Parameters<typeof createPackagePlayService>[0] & Parameters<typeof createPackageUploadService>[0],
) {
  return { uploads: createPackageUploadService(deps), play: createPackagePlayService(deps), storage: deps.storage };
}

/** Multipart is registered in this module's own scope, with the package's size limit. */
function registerModule(api: FastifyInstance, services: ContentPackagesServices): void {
  void api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PACKAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1_000, parts: 12 },
    });
    registerContentPackageRoutes(scope, services);
    registerPackageFileRoutes(scope, services);
  });
}

export const contentPackagesModule = defineModule({
  name: 'content-packages',
  purpose:
    'H5P and SCORM packages as content: upload to a chapter or topic, their files behind a grant, and each learner’s place in them.',
  needs: {
    access: ['contentGate'],
    catalogue: ['contentStore', 'viewerSchools', 'placement', 'policy'],
    media: ['signer'],
    learning: ['progress'],
  },
  offers: [],
  fills: [],
  publishes: [],
  handles: [],
  tables: ['content_packages', 'package_states'],
  personalData: contentPackagesPersonalData,
  jobs: [],
  build({ platform, needs }) {
    const services = buildServices({
      db: platform.db,
      storage: platform.storage,
      clock: platform.clock,
      repo: createContentPackagesRepository(platform.db),
      contentStore: needs.catalogue.contentStore,
      viewerSchools: needs.catalogue.viewerSchools,
      placement: needs.catalogue.placement,
      gate: needs.access.contentGate,
      signer: needs.media.signer,
      progress: needs.learning.progress,
    });
    // An upload places content in the catalogue, whose ownership rule decides it (catalogue placement):
    // the catalogue's policy is the one its routes answer to; a learner's play is the access gate's.
    return { services, policy: needs.catalogue.policy, routes: (api) => registerModule(api, services) };
  },
});
