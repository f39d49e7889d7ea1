import { EXPORT_TTL_MS } from '@lap/contracts';
import { describe, expect, it } from 'vitest';
import { linkLifetimeMs } from './ExportControl.js';

describe('export link lifetime', () => {
  const now = Date.parse('2026-03-05T10:00:00.000Z');
  it('follows the server expiry, at most 2 minutes', () => {
    expect(linkLifetimeMs('2026-03-05T10:01:30.000Z', now)).toBe(90_000);
    expect(linkLifetimeMs('2026-03-05T10:10:00.000Z', now)).toBe(EXPORT_TTL_MS);
    expect(linkLifetimeMs('2026-03-05T09:59:00.000Z', now)).toBe(0);
    expect(linkLifetimeMs('kein Datum', now)).toBe(EXPORT_TTL_MS);
  });
});
