import { Migration } from '@mikro-orm/migrations';

/** /auftraege's scope, priority and deadline in one index: its count and a priority filter read the index alone. */
export class Migration20261128055000_auftrag_offen extends Migration {
  override name = 'Migration20261128055000_auftrag_offen';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`auftrag\` add index \`auftrag_offen_index\` (\`bearbeitungs_status\`, \`prioritaet\`, \`vorkasse\`, \`vorkasse_bezahlt_am\`, \`bearbeitungs_frist\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`auftrag\` drop index \`auftrag_offen_index\`;`);
  }
}
