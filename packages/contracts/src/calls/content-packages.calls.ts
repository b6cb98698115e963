import {
  H5pPlayerFileParams,
  PackageContentParams,
  PackageFileParams,
  PackageLaunchData,
  PackageRuntimeBody,
  PackageRuntimeData,
  PackageRuntimeParams,
  PackageUploadData,
} from '../index.js';
import type { CallTable } from './call-spec.js';

/** H5P and SCORM packages (apps/server modules/content-packages). The upload sends a multipart form. */
export const contentPackagesCalls = {
  'POST /content/packages': { guard: 'staff', scope: 'owner', data: PackageUploadData },
  'GET /content/packages/:contentId/launch': {
    guard: 'user',
    scope: 'catalogue',
    params: PackageContentParams,
    data: PackageLaunchData,
  },
  'POST /content/packages/:contentId/runtime': {
    guard: 'user',
    scope: 'self',
    params: PackageContentParams,
    body: PackageRuntimeBody,
    data: PackageRuntimeData,
  },
  'GET /content/package-files/:contentId/:grant/*': {
    guard: 'public',
    scope: 'credential',
    params: PackageFileParams,
    data: 'file',
  },
  'GET /content/package-runtime/:standard': {
    guard: 'public',
    scope: 'none',
    params: PackageRuntimeParams,
    data: 'file',
  },
  'GET /content/h5p-player/*': {
    guard: 'public',
    scope: 'none',
    params: H5pPlayerFileParams,
    data: 'file',
  },
} as const satisfies CallTable;
