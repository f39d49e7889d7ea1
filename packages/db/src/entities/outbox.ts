import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { createdAt, longText, timestamp } from './columns.js';

export const OUTBOX_STATUS = ['pending', 'sent', 'failed'] as const;
export type TOutboxStatus = (typeof OUTBOX_STATUS)[number];

/** Outgoing mail, written in the transaction of the state change and delivered by the worker. */
export const Outbox = defineEntity({
  name: 'Outbox',
  tableName: 'outbox',
  indexes: [{ properties: ['status', 'nextAttemptAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    idempotencyKey: p.string().length(200).unique(),
    kind: p.string().length(64),
    // `to` is a reserved word in SQL; keep it out of hand-written queries.
    to: p.string().length(1000).fieldName('recipient'),
    /** Where answers go (the office address for operator enquiries); null = the sender. */
    replyTo: p.string().length(320).nullable(),
    subject: p.string().length(500),
    text: longText(),
    html: longText().nullable(),
    // StoredFile ids
    attachments: p.json<string[]>(),
    status: p.enum(OUTBOX_STATUS).default('pending'),
    attempts: p.integer().default(0),
    nextAttemptAt: timestamp()
      .onCreate(() => new Date())
      .index(),
    lastError: p.text().nullable(),
    createdAt: createdAt(),
    sentAt: timestamp().nullable(),
  },
});
export type IOutbox = InferEntity<typeof Outbox>;
