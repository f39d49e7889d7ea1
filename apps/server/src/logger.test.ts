import { describe, expect, it } from 'vitest';
import { maskValues, safeError } from './logger.js';

describe('error logging without personal data', () => {
  it('masks quoted values, addresses and long numbers', () => {
    const sqlError = new Error(
      "insert into `app_user` ... - Duplicate entry 'klara@example.org' for key 'app_user_email_unique'",
    );
    const out = safeError(sqlError);
    expect(JSON.stringify(out)).not.toContain('klara@example.org');
    expect(out.message).toBe("insert into `app_user` ... - Duplicate entry '…' for key '…'");
    expect(maskValues('Telefon 035251234567 von max.mustermann@example.org')).toBe('Telefon [number] von [email]');
  });
});
