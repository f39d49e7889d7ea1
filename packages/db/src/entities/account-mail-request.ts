import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { createdAt, flag } from './columns.js';

export const ACCOUNT_MAIL_REQUEST_KIND = ['reset-password', 'login-locked'] as const;
export type TAccountMailRequestKind = (typeof ACCOUNT_MAIL_REQUEST_KIND)[number];

/**
 * A mail asked for by an address that may or may not be registered (forgot password, lock notice).
 * The request only writes this row, whatever the address; the worker looks the address up later, so
 * neither the answer nor its timing tells whether the address exists.
 */
export const AccountMailRequest = defineEntity({
  name: 'AccountMailRequest',
  tableName: 'account_mail_request',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    kind: p.enum(ACCOUNT_MAIL_REQUEST_KIND),
    email: p.string().length(254),
    // spec 000 §2 forgotpassword?f=rlo: users of the older portal
    legacy: flag(),
    createdAt: createdAt().index(),
  },
});
export type IAccountMailRequest = InferEntity<typeof AccountMailRequest>;
