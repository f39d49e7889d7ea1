import { Migration } from '@mikro-orm/migrations';

/** The operator link's version per supplier row: staff revoke a link (issue 42) by raising it. */
export class Migration20261201231646_versorger_link_version extends Migration {
  override name = 'Migration20261201231646_versorger_link_version';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`versorger\` add \`link_version\` int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`versorger\` drop column \`link_version\`;`);
  }
}
