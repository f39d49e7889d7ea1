import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamp } from './columns.js';

/**
 * One counter of a fixed time window (forgot-password, change of address, captcha per IP …), shared by
 * every app node. The id is a hash of scope, subject and window, so neither addresses nor IPs are stored.
 */
export const RateLimit = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limit',
  properties: {
    id: p.string().length(64).primary(),
    scope: p.string().length(32),
    hits: p.integer().default(0),
    lastHitAt: timestamp(),
    expiresAt: timestamp().index(),
  },
});
export type IRateLimit = InferEntity<typeof RateLimit>;
