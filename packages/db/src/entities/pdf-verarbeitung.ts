import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PDF_JOB_STATUS } from '@lap/contracts';
import { randomUUID } from 'node:crypto';
import { Auftrag } from './auftrag.js';
import { createdAt, timestamp, updatedAt } from './columns.js';
import { StoredFile } from './stored-file.js';
import { User } from './user.js';
import { Versorger } from './versorger.js';

/**
 * One PDF processing (issue 17, StartProcessPdf): an operator's PDF to be stamped with the case header and filed as a
 * supplier file of `versorger`. A job row the server's worker takes up (status wartend → laeuft → fertig | fehler), so
 * a started processing survives a restart. One row per supplier row and source content (sha256): sending the same
 * PDF again finds it instead of filing a second copy.
 */
export const PdfVerarbeitung = defineEntity({
  name: 'PdfVerarbeitung',
  tableName: 'pdf_verarbeitung',
  uniques: [{ properties: ['versorger', 'quelleSha256'] }],
  indexes: [{ properties: ['status', 'updatedAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    auftrag: () => p.manyToOne(Auftrag).index().deleteRule('cascade'),
    versorger: () => p.manyToOne(Versorger).deleteRule('cascade'),
    /** The domain as matched (normalised). */
    domain: p.string().length(253),
    status: p.enum(PDF_JOB_STATUS).default('wartend'),
    /** An uploaded source in storage (removed once processed); null when an existing supplier file is the source. */
    quelleKey: p.string().length(255).nullable(),
    quelleDatei: () => p.manyToOne(StoredFile).nullable().index().deleteRule('set null'),
    quelleName: p.string().length(255),
    quelleSha256: p.string().length(64),
    /** When the source reached us (the stamp's 'Eingegangen am'). */
    eingegangenAm: timestamp(),
    /** The filed, stamped supplier file. */
    ergebnis: () => p.manyToOne(StoredFile).nullable().index().deleteRule('set null'),
    fehler: p.text().nullable(),
    versuche: p.integer().default(0),
    gestartetVon: () => p.manyToOne(User).nullable().index().deleteRule('set null'),
    begonnenAm: timestamp().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type IPdfVerarbeitung = InferEntity<typeof PdfVerarbeitung>;
