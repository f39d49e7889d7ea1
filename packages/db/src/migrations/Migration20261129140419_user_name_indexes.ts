import { Migration } from '@mikro-orm/migrations';

export class Migration20261129140419_user_name_indexes extends Migration {
  override name = 'Migration20261129140419_user_name_indexes';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`app_user\` add index \`app_user_vorname_name_index\` (\`vorname\`, \`name\`);`);
    this.addSql(`alter table \`app_user\` add index \`app_user_firma_index\` (\`firma\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`app_user\` drop index \`app_user_vorname_name_index\`;`);
    this.addSql(`alter table \`app_user\` drop index \`app_user_firma_index\`;`);
  }
}
