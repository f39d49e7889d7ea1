import { ROLE } from '@lap/contracts';
import { describe, expect, it } from 'vitest';
import { accessFor } from './access';

describe('accessFor (role guard)', () => {
  const staff = [ROLE.Administration, ROLE.SbBereich];
  it('sends visitors to the login', () => {
    expect(accessFor(null, staff)).toBe('login');
  });
  it('lets in any of the allowed roles', () => {
    expect(accessFor({ roles: [ROLE.SbBereich] }, staff)).toBe('ok');
    expect(accessFor({ roles: [ROLE.Antragsteller, ROLE.Administration] }, [ROLE.Administration])).toBe('ok');
  });
  it('refuses other roles', () => {
    expect(accessFor({ roles: [ROLE.Antragsteller] }, staff)).toBe('forbidden');
    expect(accessFor({ roles: [] }, staff)).toBe('forbidden');
  });
});
