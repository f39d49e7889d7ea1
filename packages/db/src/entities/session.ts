import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, timestamp } from './columns.js';
import { User } from './user.js';

export const Session = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    // sha256 hex of the cookie token: a leaked table does not reveal usable cookies.
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    createdAt: createdAt(),
    lastSeenAt: timestamp().onCreate(() => new Date()),
    expiresAt: timestamp().index(),
    revokedAt: timestamp().nullable(),
  },
});
export type ISession = InferEntity<typeof Session>;
