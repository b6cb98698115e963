import type { AppConfig } from '../../config.js';
import { createLocalDiskStorage } from './local-disk.storage.js';
import type { Storage } from './storage.js';

/** The store the configuration names. Only local disk exists today; an S3 store would be chosen here. */
export function createStorage(config: Pick<AppConfig, 'storageDir'>): Storage {
  return createLocalDiskStorage(config.storageDir);
}
