// Generic upload parts (spec 000 §5 Upload): no tRPC, no app knowledge. A separate entry point
// (`@lap/ui/upload`) so only the pages with uploads load it.
export {
  checkDrop,
  fileExtension,
  type DropCheck,
  type DropFile,
  type DropLimits,
  type DropRejection,
} from './check-drop.js';
export { FileDropzone, type FileDropzoneProps } from './FileDropzone.js';
export { FileTable, type FileRow, type FileTableProps } from './FileTable.js';
export { formatFileSize } from './format-size.js';
export { UPLOAD_TEXT } from './texts.js';
export { isOpen, uploadPercent, type UploadItem, type UploadStatus } from './upload-queue.js';
export { UploadQueue, type UploadQueueProps } from './UploadQueue.js';
export {
  isAbortError,
  uploadWithProgress,
  UploadNetworkError,
  type UploadRequest,
  type UploadResponse,
} from './upload-with-progress.js';
export {
  useUploadQueue,
  type UploadContext,
  type UploadQueueOptions,
  type UploadQueueState,
} from './useUploadQueue.js';
