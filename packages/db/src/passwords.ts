import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm; its enum is a const enum we can't import under
// verbatimModuleSyntax) with the OWASP-recommended parameters: 19 MiB, t=2, p=1.
// Lives here so the seeder and the account services hash identically.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
