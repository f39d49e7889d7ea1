import { Migration } from '@mikro-orm/migrations';

export class Migration20261127225341_versandt_offen extends Migration {
  override name = 'Migration20261127225341_versandt_offen';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`rechnung\` add index \`rechnung_auftrag_id_bezahlt_am_storniert_vorkasse_s_ee990_index\` (\`auftrag_id\`, \`bezahlt_am\`, \`storniert\`, \`vorkasse\`, \`storniert_rechnung_id\`, \`rechnungs_nummer\`, \`netto_cent\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table \`rechnung\` drop index \`rechnung_auftrag_id_bezahlt_am_storniert_vorkasse_s_ee990_index\`;`,
    );
  }
}
