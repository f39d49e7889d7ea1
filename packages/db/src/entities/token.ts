import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, timestamp } from './columns.js';
import { User } from './user.js';

export const TOKEN_PURPOSE = ['confirm-email', 'reset-password', 'change-email'] as const;
export type TTokenPurpose = (typeof TOKEN_PURPOSE)[number];

export const Token = defineEntity({
  name: 'Token',
  tableName: 'token',
  properties: {
    id: p.integer().primary().autoincrement(),
    purpose: p.enum(TOKEN_PURPOSE),
    tokenHash: p.string().length(64).unique(),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    // e.g. the new address of a change-email token
    payload: p.string().length(500).nullable(),
    expiresAt: timestamp().index(),
    usedAt: timestamp().nullable(),
    createdAt: createdAt(),
  },
});
export type IToken = InferEntity<typeof Token>;
