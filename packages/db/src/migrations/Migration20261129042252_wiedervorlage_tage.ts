import { Migration } from '@mikro-orm/migrations';

export class Migration20261129042252_wiedervorlage_tage extends Migration {
  override name = 'Migration20261129042252_wiedervorlage_tage';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`versorger\` add index \`versorger_abgeschlossen_vorlage_datum_anfrage_statu_d1c06_index\` (\`abgeschlossen\`, \`vorlage_datum\`, \`anfrage_status\`, \`sachbearbeiter_id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table \`versorger\` drop index \`versorger_abgeschlossen_vorlage_datum_anfrage_statu_d1c06_index\`;`,
    );
  }
}
