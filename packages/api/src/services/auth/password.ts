import { hashPassword, verifyPassword } from '@lap/db';

export { hashPassword, verifyPassword };

// A fixed hash verified when the e-mail is unknown, so timing does not reveal which addresses exist.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
