import { UPLOAD, UPLOAD_MSG } from '@lap/contracts';

/** What checkDrop needs of a file; a browser `File` fits. */
export interface DropFile {
  name: string;
  size: number;
}

export interface DropLimits {
  /** Files the request already holds, plus those still queued or uploading. */
  alreadyStored: number;
  maxPerDrop?: number;
  maxPerAntrag?: number;
  maxBytes?: number;
  /** Allowed extensions, lower case without the dot. */
  extensions?: readonly string[];
}

export interface DropRejection<T extends DropFile> {
  file: T;
  /** German reason, from UPLOAD_MSG. */
  message: string;
}

export interface DropCheck<T extends DropFile> {
  accepted: T[];
  rejected: Array<DropRejection<T>>;
  /** A message about the selection as a whole (nothing chosen), else null. */
  dropMessage: string | null;
}

/** `Plan.PDF` → `pdf`; '' without an extension. */
export function fileExtension(name: string): string {
  return (/\.([^./\\]+)$/.exec(name)?.[1] ?? '').toLowerCase();
}

/**
 * spec 000 §5 Upload: which files of one drop (or one pick in the file chooser) may be uploaded.
 *
 * - Nothing chosen: `dropMessage` UPLOAD_MSG.keineDatei.
 * - More than 5 at once: the first 5 (in the order given) are checked as usual, the rest are rejected with
 *   UPLOAD_MSG.maxProAblage. Like dropzone.js's maxFiles, which the original used: the user keeps what fits and
 *   sees which files were left out, instead of losing the whole drop.
 * - Wrong extension: UPLOAD_MSG.typ; more than maxBytes: UPLOAD_MSG.zuGross.
 * - A valid file that would take the request beyond 15 files: UPLOAD_MSG.maxDateien.
 * The server checks all of this again; this check only spares the user a pointless transfer.
 */
export function checkDrop<T extends DropFile>(files: readonly T[], limits: DropLimits): DropCheck<T> {
  const {
    alreadyStored,
    maxPerDrop = UPLOAD.maxFilesPerDrop,
    maxPerAntrag = UPLOAD.maxFilesPerAntrag,
    maxBytes = UPLOAD.maxBytes,
    extensions = UPLOAD.extensions,
  } = limits;
  if (files.length === 0) return { accepted: [], rejected: [], dropMessage: UPLOAD_MSG.keineDatei };
  const accepted: T[] = [];
  const rejected: Array<DropRejection<T>> = [];
  const reasonFor = (file: T, index: number): string | null => {
    if (index >= maxPerDrop) return UPLOAD_MSG.maxProAblage;
    if (!extensions.includes(fileExtension(file.name))) return UPLOAD_MSG.typ;
    if (file.size > maxBytes) return UPLOAD_MSG.zuGross;
    if (alreadyStored + accepted.length >= maxPerAntrag) return UPLOAD_MSG.maxDateien;
    return null;
  };
  files.forEach((file, index) => {
    const message = reasonFor(file, index);
    if (message) rejected.push({ file, message });
    else accepted.push(file);
  });
  return { accepted, rejected, dropMessage: null };
}
