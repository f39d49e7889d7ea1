import { z } from 'zod';
import { ZAntragFile } from './antrag.js';
import { BETREIBER_STAENDE } from './betreiber-stand.js';

// Operator answers without an account (spec 001 §2 upload/… and versorgerupload/…, /auftraguploads, 000 §2 /dokumente).

export const VERSORGER_UPLOAD = {
  /** spec 001 §2: the file picker accepts KML, PDF, JPEG, PNG, ZIP, 7z (checked by content as well). */
  extensions: ['kml', 'pdf', 'jpeg', 'jpg', 'png', 'zip', '7z'] as readonly string[],
  // Our own limit (spec silent): files per supplier row.
  maxFilesPerVersorger: 50,
  /** Validity of a signed operator link in days. */
  linkDays: 30,
} as const;

export const VERSORGER_UPLOAD_MSG = {
  // spec 001 §2: bad, expired or foreign link, or missing data
  keineGueltigenDaten:
    'Keine Gültigen Daten gefunden. Versuchen Sie es später erneut oder wenden Sie sich an den Support.',
  // Our own texts (spec silent):
  bereitsBestaetigt: 'Die Auskunft wurde bereits bestätigt. Dateien können nicht mehr geändert werden.',
  maxDateien: 'Es können höchstens 50 Dateien je Netzbetreiber hochgeladen werden.',
  dateiNichtGefunden: 'Die Datei wurde nicht gefunden.',
  nurEigeneDateien: 'Diese Datei wurde von der Sachbearbeitung abgelegt und kann hier nicht gelöscht werden.',
  keinePlaene: 'Bitte laden Sie Ihre Pläne hoch oder bestätigen Sie, dass Sie nicht betroffen sind.',
  linkWiderrufen:
    'Dieser Link ist nicht mehr gültig. Bitte verwenden Sie den Link aus unserer neuesten E-Mail oder wenden Sie sich an die Sachbearbeitung.',
  linkWiderrufenErfolg: 'Der bisherige Upload-Link ist nicht mehr gültig. Ein neuer Link wurde erstellt.',
} as const;

const zId = z.string().max(64);
/** The signed link's expiry (unix seconds) and signature; absent for case workers, who use their session. */
const zLink = { e: z.string().max(20).optional(), s: z.string().max(100).optional() };

export const ZVersorgerLinkInput = z.object({ versorgerId: zId, auftragId: zId, ...zLink });
export type TVersorgerLinkInput = z.infer<typeof ZVersorgerLinkInput>;
export const ZVersorgerFilesInput = z.object({ id: zId, ...zLink });
export const ZConfirmVersorgerInput = ZVersorgerLinkInput.extend({ nichtBetroffen: z.boolean().optional() });
export type TConfirmVersorgerInput = z.infer<typeof ZConfirmVersorgerInput>;
/** DeleteVersorgerFile/{a}/{b}: a = supplier row, b = file. */
export const ZDeleteVersorgerFileInput = z.object({ versorgerId: zId, fileId: zId, ...zLink });
export type TDeleteVersorgerFileInput = z.infer<typeof ZDeleteVersorgerFileInput>;
/** The signed operator link of a supplier row, for case workers (copy-link button; the enquiry mail carries it later). */
export const ZVersorgerUploadLinkInput = z.object({ versorgerId: zId });
export const ZVersorgerUploadLink = z.object({ url: z.string(), gueltigBis: z.string() });
/** Revokes the row's operator links (every link sent so far) and answers the row's new link. */
export const ZRevokeVersorgerLinkInput = z.object({ versorgerId: zId });
export type TVersorgerUploadLink = z.infer<typeof ZVersorgerUploadLink>;

/** Supplier file (spec 001 §3: id, versorgerId, fileName) with its date, size and operator. */
export const ZVersorgerFile = z.object({
  id: z.string(),
  versorgerId: z.string(),
  versorgerName: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  size: z.number(),
  /** Uploaded by the operator through its link (false: by a case worker on its behalf). */
  vomVersorger: z.boolean(),
});
export type TVersorgerFile = z.infer<typeof ZVersorgerFile>;

/** GetMissingUploadInfo: what the upload page shows — this order's site and this operator's files, nothing else. */
export const ZMissingUploadInfo = z.object({
  versorgerId: z.string(),
  auftragId: z.string(),
  vorgangsnummer: z.string(),
  strasse: z.string(),
  hausnummer: z.string(),
  plz: z.string(),
  ort: z.string(),
  /** The public map link of the request (externalKarte). */
  karteUrl: z.string(),
  versorgerName: z.string(),
  /** Confirmed ('Senden bestätigen'): files can no longer be changed through the link. */
  bestaetigt: z.boolean(),
  auskunftDatum: z.string().nullable(),
  nichtBetroffen: z.boolean(),
  /** 'versorger' through the signed link, 'sachbearbeitung' for a case worker uploading on the operator's behalf. */
  modus: z.enum(['versorger', 'sachbearbeitung']),
  files: z.array(ZVersorgerFile),
});
export type TMissingUploadInfo = z.infer<typeof ZMissingUploadInfo>;

/** GetAuftragUploadsById: the head of /auftraguploads and every supplier file of the order. */
export const ZAuftragUploads = z.object({
  auftragId: z.string(),
  antragId: z.string(),
  vorgangsnummer: z.string(),
  files: z.array(ZVersorgerFile),
});
export type TAuftragUploads = z.infer<typeof ZAuftragUploads>;

/** One operator on /dokumente: its state (betreiber-stand.ts), the day it refers to, and (once answered) its files. */
export const ZAuskunftGruppe = z.object({
  versorgerId: z.string(),
  versorgerName: z.string(),
  stand: z.enum(BETREIBER_STAENDE),
  /** Asked on / answered on (ISO), or null. */
  standDatum: z.string().nullable(),
  auskunftDatum: z.string().nullable(),
  files: z.array(ZVersorgerFile),
});
export type TAuskunftGruppe = z.infer<typeof ZAuskunftGruppe>;

/**
 * AuskunftFilesById: still a flat file list (`id`, `displayTxt`, `createdAt`, `size`), now with the operators' files;
 * `quelle` tells the download: 'auskunft' → DownloadDokumenteDatei/DownloadAntragDatei, 'versorger' → DownloadVersorgerDatei/{id}.
 */
export const ZAuskunftFile = ZAntragFile.extend({
  quelle: z.enum(['auskunft', 'versorger']),
  versorgerName: z.string().nullable(),
});
export type TAuskunftFile = z.infer<typeof ZAuskunftFile>;
