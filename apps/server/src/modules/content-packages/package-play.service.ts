import {
  PACKAGE_LOCATION_MAX,
  PACKAGE_SUSPEND_MAX,
  type PackageLaunchData,
  type PackageRuntimeBody,
  type PackageRuntimeData,
  type PackageState,
} from '@esc/contracts';
import { isPackageComplete } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { AccessDeniedError, type ContentGate } from '../access/access.module.js';
import type { ContentStoreService, ViewerSchools } from '../catalogue/catalogue.module.js';
import type { ProgressService } from '../learning/learning.module.js';
import type { MediaSigner } from '../media/media.module.js';
import { H5P_LAUNCH_PAGE } from './h5p-player.js';
import type { ContentPackagesRepository, PackageRow, PackageStateRow } from './content-packages.repository.js';

/** Where a package's files are read: the grant (expiry and signature) is a path segment, so relative links inside the package keep it. */
export const PACKAGE_FILES_PATH = '/api/content/package-files/';

const notAPackage = () =>
  new AppError('NOT_FOUND', { reason: 'content.packageNotAPackage', params: { kinds: 'H5P, SCORM' } });

function stateOf(row: PackageStateRow | undefined): PackageState {
  return {
    suspend_data: row?.suspend_data ?? '',
    location: row?.location ?? '',
    completed: row?.completed === 1,
    score: row?.score ?? null,
  };
}

/** The signed subject of a package's grant: every file under the package's prefix, and no other. */
const grantSubject = (row: PackageRow) => `package:${row.content_id}:${row.key_prefix}`;

export type PackagePlayService = ReturnType<typeof createPackagePlayService>;

/**
 * Playing a package: the launch (through the access gate, as every other way to the content), the
 * files behind a grant that expires, and the runtime's reports. A completion becomes a progress post
 * with a client id made of the content, so the progress rule counts it once however often it comes.
 */
export function createPackagePlayService(deps: {
  repo: ContentPackagesRepository;
  contentStore: ContentStoreService;
  viewerSchools: ViewerSchools;
  gate: ContentGate;
  signer: MediaSigner;
  progress: Pick<ProgressService, 'post'>;
  clock: () => number;
}) {
  const { repo, contentStore, viewerSchools, gate, signer } = deps;

  /** The package the caller may open: another school's is not found; the gate decides the rest. */
  async function openable(auth: AuthContext, contentId: number, recordOpen: boolean) {
    const [content] = await contentStore.byIds([contentId], await viewerSchools.of(auth));
    if (!content) throw new AppError('NOT_FOUND', { reason: 'catalogue.contentNotFound' });
    const row =
      content.content_kind === 'h5p' || content.content_kind === 'scorm' ? await repo.packageOf(contentId) : undefined;
    if (!row) throw notAPackage();
    const decision = await gate.decision(auth, contentId, { recordOpen });
    if (!decision.allowed) throw new AccessDeniedError(decision);
    return { content, row };
  }

  async function launch(auth: AuthContext, contentId: number): Promise<PackageLaunchData> {
    const { content, row } = await openable(auth, contentId, true);
    const link = signer.signKey(grantSubject(row));
    const sig = new URL(link.url, 'http://x').searchParams.get('sig')!;
    // An H5P package has no page of its own: it opens in the player's page, served beside its files.
    const launchFile = row.standard === 'h5p' ? H5P_LAUNCH_PAGE : row.launch_path;
    const launchPath = launchFile.split('/').map(encodeURIComponent).join('/');
    return {
      content_id: contentId,
      content_title: content.content_title,
      standard: row.standard,
      launch_url: `${PACKAGE_FILES_PATH}${contentId}/${link.expiresAt}.${sig}/${launchPath}`,
      expires_in: link.expiresIn,
      state: stateOf(await repo.stateOf(auth.uuid, contentId)),
    };
  }

  /** The package row, when the grant is this package's and has not expired. */
  async function granted(contentId: number, grant: string): Promise<{ row: PackageRow; expiresAt: number }> {
    const row = await repo.packageOf(contentId);
    const [expires, sig] = grant.split('.');
    const expiresAt = Number(expires);
    if (!row || !signer.verifyKey(grantSubject(row), expiresAt, sig)) {
      throw new AppError('FORBIDDEN', { reason: 'content.packageLinkExpired' });
    }
    return { row, expiresAt };
  }

  /** The package row and stored key of a file, when the grant is this package's and has not expired. */
  async function file(
    contentId: number,
    grant: string,
    path: string,
  ): Promise<{ row: PackageRow; key: string; expiresAt: number }> {
    const { row, expiresAt } = await granted(contentId, grant);
    const files = JSON.parse(row.files) as string[];
    const index = files.indexOf(path);
    if (index < 0) throw new AppError('NOT_FOUND', { reason: 'content.packageFileNotFound' });
    return { row, key: `${row.key_prefix}f${index}`, expiresAt };
  }

  async function report(auth: AuthContext, contentId: number, body: PackageRuntimeBody): Promise<PackageRuntimeData> {
    await openable(auth, contentId, false);
    const before = await repo.stateOf(auth.uuid, contentId);
    const complete = isPackageComplete(body);
    const saved = await repo.saveState({
      user_uuid: auth.uuid,
      content_id: contentId,
      suspend_data: (body.suspend_data ?? before?.suspend_data ?? '').slice(0, PACKAGE_SUSPEND_MAX),
      location: (body.location ?? before?.location ?? '').slice(0, PACKAGE_LOCATION_MAX),
      completed: complete ? 1 : 0,
      score: body.score ?? before?.score ?? null,
      updated_at: new Date(deps.clock()).toISOString(),
    });
    if (saved.completed) {
      // Posted whenever the package is complete (a retry after a lost answer included): the client id
      // is the learner's completion of this content, so the progress rule records it once. The record
      // is one second long and that second is consumed: complete by the rule of spec 000 §4.
      await deps.progress.post(
        { uuid: auth.uuid, userTypeId: auth.userTypeId },
        {
          content_id: contentId,
          client_event_id: `package-completed:${contentId}`,
          total_consumption_time: 1,
          total_media_time: 1000,
          source: body.source,
        },
      );
    }
    return {
      completed: saved.completed,
      newly_completed: saved.newlyCompleted,
      state: stateOf(await repo.stateOf(auth.uuid, contentId)),
    };
  }

  return { launch, granted, file, report };
}
