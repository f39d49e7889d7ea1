import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { createdAt, timestamp } from './columns.js';

export const Captcha = defineEntity({
  name: 'Captcha',
  tableName: 'captcha',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    answerHash: p.string().length(128),
    expiresAt: timestamp().index(),
    usedAt: timestamp().nullable(),
    createdAt: createdAt(),
  },
});
export type ICaptcha = InferEntity<typeof Captcha>;
