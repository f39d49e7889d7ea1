import { Migration } from '@mikro-orm/migrations';

/** An offer's list columns beside its request's id: /angebote reads them from the index (ANGEBOT_LIST_INDEX). */
export class Migration20261128112707_angebot_list_index extends Migration {
  override name = 'Migration20261128112707_angebot_list_index';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`angebot\` add index \`angebot_antrag_id_netto_cent_vorkasse_status_index\` (\`antrag_id\`, \`netto_cent\`, \`vorkasse_status\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`angebot\` drop index \`angebot_antrag_id_netto_cent_vorkasse_status_index\`;`);
  }
}
