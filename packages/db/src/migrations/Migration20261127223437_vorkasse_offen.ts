import { Migration } from '@mikro-orm/migrations';

export class Migration20261127223437_vorkasse_offen extends Migration {
  override name = 'Migration20261127223437_vorkasse_offen';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`auftrag\` add index \`auftrag_vorkasse_vorkasse_bezahlt_am_index\` (\`vorkasse\`, \`vorkasse_bezahlt_am\`);`,
    );

    this.addSql(
      `alter table \`rechnung\` add index \`rechnung_auftrag_id_created_at_index\` (\`auftrag_id\`, \`created_at\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`auftrag\` drop index \`auftrag_vorkasse_vorkasse_bezahlt_am_index\`;`);

    this.addSql(`alter table \`rechnung\` drop index \`rechnung_auftrag_id_created_at_index\`;`);
  }
}
