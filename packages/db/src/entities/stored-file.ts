import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { FILE_KIND } from '@lap/contracts';
import { randomUUID } from 'node:crypto';
import { Antrag } from './antrag.js';
import { createdAt, timestamp } from './columns.js';
import { Mahnung } from './mahnung.js';
import { MailVersandJob } from './mail.js';
import { Rechnung } from './rechnung.js';
import { User } from './user.js';
import { Versorger } from './versorger.js';

/**
 * Metadata of a file in storage. Mail attachments (MailAnhang) and operator uploads (VersorgerFile)
 * are rows of this table, told apart by `kind` and the owning relation.
 */
export const StoredFile = defineEntity({
  name: 'StoredFile',
  tableName: 'stored_file',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    kind: p.enum(FILE_KIND),
    storageKey: p.string().length(255).unique(),
    originalName: p.string().length(255),
    contentType: p.string().length(127),
    size: p.bigint('number'),
    sha256: p.string().length(64),
    antrag: () => p.manyToOne(Antrag).nullable().index(),
    versorger: () => p.manyToOne(Versorger).nullable().index(),
    mailVersandJob: () => p.manyToOne(MailVersandJob).nullable().index(),
    // the documents of an issued invoice (PDF, XRechnung, ZUGFeRD), kept with the request
    rechnung: () => p.manyToOne(Rechnung).nullable().index(),
    // the PDF of a sent dunning notice
    mahnung: () => p.manyToOne(Mahnung).nullable().index(),
    uploadedBy: () => p.manyToOne(User).nullable().index(),
    createdAt: createdAt().index(),
    expiresAt: timestamp().nullable().index(),
  },
});
export type IStoredFile = InferEntity<typeof StoredFile>;
