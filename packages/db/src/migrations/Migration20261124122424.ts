import { Migration } from '@mikro-orm/migrations';

export class Migration20261124122424 extends Migration {
  override name = 'Migration20261124122424';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`seiten_besuch\` (\`user_id\` varchar(36) not null, \`seite\` varchar(32) not null, \`gesehen_am\` datetime(3) not null, primary key (\`user_id\`, \`seite\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`seiten_besuch\` add index \`seiten_besuch_user_id_index\` (\`user_id\`);`);

    this.addSql(
      `alter table \`seiten_besuch\` add constraint \`seiten_besuch_user_id_foreign\` foreign key (\`user_id\`) references \`app_user\` (\`id\`) on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`seiten_besuch\`;`);
  }
}
