import { Migration } from '@mikro-orm/migrations';

/** An order's newest prepayment invoice with its flags and net sum in the index (/vorkasselist's net sum). */
export class Migration20261128164452_vorkasse_netto_index extends Migration {
  override name = 'Migration20261128164452_vorkasse_netto_index';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`rechnung\` add index \`rechnung_auftrag_id_created_at_vorkasse_storniert_s_ddb92_index\` (\`auftrag_id\`, \`created_at\`, \`vorkasse\`, \`storniert\`, \`storniert_rechnung_id\`, \`netto_cent\`);`,
    );
    this.addSql(`alter table \`rechnung\` drop index \`rechnung_auftrag_id_created_at_index\`;`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table \`rechnung\` drop index \`rechnung_auftrag_id_created_at_vorkasse_storniert_s_ddb92_index\`;`,
    );
    this.addSql(
      `alter table \`rechnung\` add index \`rechnung_auftrag_id_created_at_index\` (\`auftrag_id\`, \`created_at\`);`,
    );
  }
}
