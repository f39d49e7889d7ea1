import { Migration } from '@mikro-orm/migrations';

/** A person's history filtered by Aktion: its count and newest rows from one index (an index merge of two before). */
export class Migration20261128082629_historie_aktion extends Migration {
  override name = 'Migration20261128082629_historie_aktion';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`historie\` add index \`historie_user_id_aktion_created_at_index\` (\`user_id\`, \`aktion\`, \`created_at\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`historie\` drop index \`historie_user_id_aktion_created_at_index\`;`);
  }
}
