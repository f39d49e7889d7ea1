import { Migration } from '@mikro-orm/migrations';

export class Migration20261124222224_list_indexes extends Migration {
  override name = 'Migration20261124222224_list_indexes';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`antrag\` add index \`antrag_owner_id_antrag_status_index\` (\`owner_id\`, \`antrag_status\`);`,
    );

    this.addSql(`alter table \`mahnung\` add index \`mahnung_mahnung_faellig_index\` (\`mahnung_faellig\`);`);

    this.addSql(
      `alter table \`historie\` add index \`historie_user_id_created_at_index\` (\`user_id\`, \`created_at\`);`,
    );
    this.addSql(
      `alter table \`historie\` add index \`historie_antrag_id_created_at_index\` (\`antrag_id\`, \`created_at\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`antrag\` drop index \`antrag_owner_id_antrag_status_index\`;`);

    this.addSql(`alter table \`historie\` drop index \`historie_user_id_created_at_index\`;`);
    this.addSql(`alter table \`historie\` drop index \`historie_antrag_id_created_at_index\`;`);

    this.addSql(`alter table \`mahnung\` drop index \`mahnung_mahnung_faellig_index\`;`);
  }
}
