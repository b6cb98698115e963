import type { PackageStandard } from '@esc/contracts';

// Row types of the content-packages module's tables (migration 2026-12-06-content-packages).

/** One uploaded H5P or SCORM package, stored file by file under its key prefix. */
export interface ContentPackagesTable {
  content_id: number;
  standard: PackageStandard;
  /** Every file of the package is stored under this prefix (ends with '/'). */
  key_prefix: string;
  launch_path: string;
  /** JSON list of the package's file paths: the file route serves these and nothing else. */
  files: string;
  total_bytes: number;
  /** null: the platform's catalogue. */
  school_id: number | null;
  /** Who added it; emptied when that person is erased. */
  uploaded_by: string | null;
  created_at: string;
}

/** A learner's runtime state of one package: what they resume from. */
export interface PackageStatesTable {
  user_uuid: string;
  content_id: number;
  suspend_data: string;
  location: string;
  completed: number;
  score: number | null;
  updated_at: string;
}
