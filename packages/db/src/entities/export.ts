import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { createdAt, timestamp } from './columns.js';
import { StoredFile } from './stored-file.js';
import { User } from './user.js';

/** An Excel export offered for download for a short time (spec 000 §9: 2 minutes). */
export const Export = defineEntity({
  name: 'Export',
  tableName: 'export',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    storedFile: () => p.manyToOne(StoredFile).index().deleteRule('cascade'),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    expiresAt: timestamp().index(),
    createdAt: createdAt(),
  },
});
export type IExport = InferEntity<typeof Export>;
