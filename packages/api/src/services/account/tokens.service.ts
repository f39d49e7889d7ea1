import { generateToken, hashToken, Token, type Em, type IToken, type IUser, type TTokenPurpose } from '@lap/db';

/** How long an e-mail link stays valid (our decision, docs/decisions/accounts-and-roles.md). */
export const TOKEN_TTL_MS: Record<TTokenPurpose, number> = {
  'confirm-email': 72 * 60 * 60 * 1000,
  'reset-password': 2 * 60 * 60 * 1000,
  'change-email': 24 * 60 * 60 * 1000,
};

/**
 * Creates a single-use link token in the caller's unit of work (flushed with the change it belongs to).
 * Earlier open tokens of the same purpose are invalidated, so only the newest mail's link works.
 */
export async function issueToken(
  em: Em,
  user: IUser,
  purpose: TTokenPurpose,
  payload: string | null = null,
  now = new Date(),
): Promise<string> {
  await em.nativeUpdate(Token, { user: user.id, purpose, usedAt: null }, { usedAt: now });
  const code = generateToken();
  em.create(Token, {
    purpose,
    tokenHash: hashToken(code),
    user,
    payload,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    createdAt: now,
  });
  return code;
}

/** Consumes a token: valid only once, before it expires, for the expected purposes. */
export async function consumeToken(
  em: Em,
  code: string,
  purposes: readonly TTokenPurpose[],
  now = new Date(),
): Promise<IToken | null> {
  const token = await em.findOne(
    Token,
    { tokenHash: hashToken(code), usedAt: null, expiresAt: { $gt: now }, purpose: { $in: [...purposes] } },
    { populate: ['user'] },
  );
  if (!token) return null;
  token.usedAt = now;
  return token;
}
