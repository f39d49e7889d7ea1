import { Migration } from '@mikro-orm/migrations';

/** Invoices by date with their completion and net sum: /rechnungen's date filters count and sum from the index. */
export class Migration20261128113327_rechnung_datum_netto extends Migration {
  override name = 'Migration20261128113327_rechnung_datum_netto';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`rechnung\` add index \`rechnung_rechnungs_datum_abgeschlossen_netto_cent_index\` (\`rechnungs_datum\`, \`abgeschlossen\`, \`netto_cent\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`rechnung\` drop index \`rechnung_rechnungs_datum_abgeschlossen_netto_cent_index\`;`);
  }
}
