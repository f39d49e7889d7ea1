import { describe, expect, it } from 'vitest';
import { DriverException } from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { describeError, isDatabaseUnavailable, MSG_DATENBANK_NICHT_ERREICHBAR } from './trpc.js';

const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code });

describe('a database outage is a German 503', () => {
  it('recognises driver errors of a refused or lost connection, also as a cause', () => {
    expect(
      isDatabaseUnavailable(new DriverException(withCode('connect ECONNREFUSED 127.0.0.1:3306', 'ECONNREFUSED'))),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        new DriverException(withCode('Connection lost: The server closed the connection.', 'PROTOCOL_CONNECTION_LOST')),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('wrapped', { cause: new DriverException(withCode('read ECONNRESET', 'ECONNRESET')) }),
      ),
    ).toBe(true);
    // plain SQL (Kysely) gets mysql2's own error, marked fatal
    expect(
      isDatabaseUnavailable(
        Object.assign(withCode('connect ECONNREFUSED 127.0.0.1:3306', 'ECONNREFUSED'), { fatal: true }),
      ),
    ).toBe(true);
    const answer = describeError(
      new TRPCError({
        code: 'INTERNAL_SERVER_ERROR',
        cause: new DriverException(withCode('connect ECONNREFUSED', 'ECONNREFUSED')),
      }),
    );
    expect(answer).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      httpStatus: 503,
      message: MSG_DATENBANK_NICHT_ERREICHBAR,
      errors: [],
    });
  });

  it('leaves other failures alone: a fetch or SMTP connection refused, SQL errors', () => {
    expect(
      isDatabaseUnavailable(
        new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED 10.0.0.1:443', 'ECONNREFUSED') }),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailable(new DriverException(withCode("Table 'x' doesn't exist", 'ER_NO_SUCH_TABLE')))).toBe(
      false,
    );
    expect(describeError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new Error('boom') })).httpStatus).toBe(
      500,
    );
  });
});
