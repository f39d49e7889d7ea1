import { UPLOAD } from '@lap/contracts';
import { formatFileSize } from './format-size.js';

/** `['pdf','kml','jpeg','jpg','png']` → `PDF, KML, JPEG, PNG` (jpg is the same type as jpeg). */
function typeList(extensions: readonly string[]): string {
  const names = [...new Set(extensions.map((e) => (e === 'jpg' ? 'jpeg' : e)))].map((e) =>
    e === '7z' ? e : e.toUpperCase(),
  );
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} oder ${names.at(-1) ?? ''}` : (names[0] ?? '');
}

// User-visible texts of the upload parts (our own wording; the limits come from UPLOAD, spec 000 §5/§9).
export const UPLOAD_TEXT = {
  dropLabel: 'Dateien hierher ziehen oder klicken, um sie auszuwählen',
  dropHint: (extensions: readonly string[] = UPLOAD.extensions) =>
    `${typeList(extensions)} · höchstens ${UPLOAD.maxFilesPerDrop} Dateien auf einmal · bis ${formatFileSize(UPLOAD.maxBytes)} je Datei · höchstens ${UPLOAD.maxFilesPerAntrag} Dateien je Antrag`,
  queued: 'Wartet…',
  uploading: 'Wird hochgeladen…',
  done: 'Hochgeladen',
  cancelled: 'Abgebrochen',
  progress: (name: string) => `Fortschritt ${name}`,
  cancel: (name: string) => `Hochladen von ${name} abbrechen`,
  dismiss: (name: string) => `${name} aus der Liste entfernen`,
  clearFinished: 'Erledigte entfernen',
  queueLabel: 'Hochladen',
  tableLabel: 'Hochgeladene Dateien',
  columnName: 'Datei',
  columnDate: 'Hochgeladen am',
  columnSize: 'Größe',
  columnActions: 'Aktionen',
  delete: (name: string) => `${name} löschen`,
  deleteTitle: 'Datei löschen',
  deleteQuestion: 'Wirklich löschen?',
  deleteConfirm: 'Löschen',
  download: (name: string) => `${name} herunterladen`,
} as const;
