import { AbstractSqlDriver, LibSqlConnection, MikroORM as LibSqlMikroORM, SqlitePlatform } from '@mikro-orm/libsql';
import type { Configuration } from '@mikro-orm/core';

/**
 * MikroORM 7 does not bind parameters: it writes every value into the SQL text (`platform.formatQuery` →
 * `escape`, in the query builder and in `execute`) and runs the statement with an empty parameter list
 * (upstream issue mikro-orm#8001). SQLite reads statement text only up to the first NUL, so a string
 * containing U+0000 cut the literal short ("unrecognized token") and every such query failed with a 500.
 * A string with a NUL is therefore written as a hex blob cast to text: exact for every byte, and made of
 * hex digits only, so it cannot break out of the literal. Other strings keep the readable quoted form.
 */
export class NulSafeSqlitePlatform extends SqlitePlatform {
  override escape(value: unknown): string {
    if (typeof value === 'string' && value.includes('\u0000'))
      return `cast(x'${Buffer.from(value, 'utf8').toString('hex')}' as text)`;
    return super.escape(value);
  }
}

/** The libSQL driver of `@mikro-orm/libsql` with the NUL-safe platform. */
export class PortalLibSqlDriver extends AbstractSqlDriver<LibSqlConnection, SqlitePlatform> {
  constructor(config: Configuration) {
    super(config, new NulSafeSqlitePlatform(), LibSqlConnection, ['kysely', 'libsql']);
  }

  override getORMClass(): typeof LibSqlMikroORM {
    return LibSqlMikroORM;
  }
}
