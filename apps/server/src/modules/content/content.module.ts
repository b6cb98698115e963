import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../platform/storage/storage.js';
import type { ContentGate } from '../access/access.module.js';
import {
  viewerFromAuth,
  type ContentEditsService,
  type ContentStoreService,
  type SyllabusVersionState,
  type ViewerResolver,
  type ViewerSchools,
} from '../catalogue/catalogue.module.js';
import type { MediaOwners, MediaSigner } from '../media/media.module.js';
import { createContentBundleCache } from './content-bundle-cache.js';
import { createContentDetailsService } from './content-details.service.js';
import { registerContentRoutes } from './content.routes.js';
import { createContentUpdateService } from './content-update.service.js';
import { registerContentUpdateRoutes } from './content-update.routes.js';
import { createInteractiveLessonService } from './interactive-lesson.service.js';
import type { ContentDetailList } from '@esc/contracts';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { defineModule } from '../module-map.js';

export type ContentServices = ReturnType<typeof createContentServices>;

/** The content module reads and edits the catalogue's content through the catalogue's services; it owns no table. */
export function createContentServices(deps: {
  storage: Storage;
  signer: MediaSigner;
  gate: ContentGate;
  contentStore: ContentStoreService;
  contentEdits: ContentEditsService;
  versions: SyllabusVersionState;
  mediaOwners: MediaOwners;
  /** The catalogue's viewer of a request (with their schools): every detail read takes it. */
  viewerOf: ViewerResolver;
  viewerSchools: ViewerSchools;
}) {
  const { storage, signer, gate, contentStore, contentEdits, versions, mediaOwners, viewerOf, viewerSchools } = deps;
  const details = createContentDetailsService({
    repo: contentStore,
    signer,
    bundles: createContentBundleCache({ repo: contentStore, versions }),
    gate,
  });
  return {
    viewerOf,
    details,
    /** Study notes (content of kind study_notes) as the caller may open them: one open when one is asked. */
    async studyNotes(caller: AuthContext, ids: readonly number[]): Promise<ContentDetailList> {
      const viewer = viewerFromAuth(caller, await viewerSchools.of(caller));
      return details.byIds(viewer, [...ids], { open: ids.length === 1 });
    },
    lessons: createInteractiveLessonService({ repo: contentStore, viewerSchools, storage, gate }),
    updates: createContentUpdateService({ edits: contentEdits, owners: mediaOwners }),
  };
}

/** The content calls of spec/calls.tsv: detail reads (guest-allowed), interactive lessons, staff updates. */
export function registerContentModule(api: FastifyInstance, services: ContentServices): void {
  registerContentRoutes(api, services);
  registerContentUpdateRoutes(api, services.updates);
}

export const contentModule = defineModule({
  name: 'content',
  purpose: 'Content details through the gate, interactive lessons and staff edits of content; it owns no table.',
  needs: {
    access: ['contentGate'],
    catalogue: ['contentStore', 'contentEdits', 'versions', 'viewerOf', 'viewerSchools', 'policy'],
    media: ['signer', 'owners'],
  },
  offers: ['studyNotes'],
  fills: [],
  publishes: [],
  handles: [],
  tables: [],
  jobs: [],
  build({ platform, needs }) {
    const { catalogue } = needs;
    const services = createContentServices({
      storage: platform.storage,
      signer: needs.media.signer,
      gate: needs.access.contentGate,
      contentStore: catalogue.contentStore,
      contentEdits: catalogue.contentEdits,
      versions: catalogue.versions,
      mediaOwners: needs.media.owners,
      viewerOf: catalogue.viewerOf,
      viewerSchools: catalogue.viewerSchools,
    });
    // Its edits change the catalogue's contents, so the catalogue's policy is the one they ask.
    return { services, policy: catalogue.policy, routes: (api) => registerContentModule(api, services) };
  },
});
