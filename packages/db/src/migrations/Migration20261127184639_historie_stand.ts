import { Migration } from '@mikro-orm/migrations';

export class Migration20261127184639_historie_stand extends Migration {
  override name = 'Migration20261127184639_historie_stand';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`historie_stand\` (\`user_id\` varchar(36) not null, \`bis_id\` int not null, \`anzahl\` int not null, \`hoechste_id\` int not null, primary key (\`user_id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`historie_stand\` add index \`historie_stand_user_id_index\` (\`user_id\`);`);

    this.addSql(
      `alter table \`historie_stand\` add constraint \`historie_stand_user_id_foreign\` foreign key (\`user_id\`) references \`app_user\` (\`id\`) on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`historie_stand\`;`);
  }
}
