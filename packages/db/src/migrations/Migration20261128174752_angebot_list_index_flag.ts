import { Migration } from '@mikro-orm/migrations';

/** /angebote reads only an offer's prepayment flag through its request now: the net sum left the list index. */
export class Migration20261128174752_angebot_list_index_flag extends Migration {
  override name = 'Migration20261128174752_angebot_list_index_flag';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`angebot\` add index \`angebot_antrag_id_vorkasse_status_index\` (\`antrag_id\`, \`vorkasse_status\`);`,
    );
    this.addSql(`alter table \`angebot\` drop index \`angebot_antrag_id_netto_cent_vorkasse_status_index\`;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`angebot\` drop index \`angebot_antrag_id_vorkasse_status_index\`;`);
    this.addSql(
      `alter table \`angebot\` add index \`angebot_antrag_id_netto_cent_vorkasse_status_index\` (\`antrag_id\`, \`netto_cent\`, \`vorkasse_status\`);`,
    );
  }
}
