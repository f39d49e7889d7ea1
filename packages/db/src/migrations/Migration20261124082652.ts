import { Migration } from '@mikro-orm/migrations';

export class Migration20261124082652 extends Migration {
  override name = 'Migration20261124082652';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`mail_anhang\` (\`id\` int unsigned not null auto_increment primary key, \`mail_versand_job_id\` varchar(36) not null, \`art\` enum('antrag','flaeche-kml','flaeche-json','upload') not null, \`stored_file_id\` varchar(36) null, \`file_name\` varchar(255) not null, \`anzeige_name\` varchar(255) not null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`mail_anhang\` add index \`mail_anhang_mail_versand_job_id_index\` (\`mail_versand_job_id\`);`,
    );
    this.addSql(`alter table \`mail_anhang\` add index \`mail_anhang_stored_file_id_index\` (\`stored_file_id\`);`);
    this.addSql(
      `alter table \`mail_anhang\` add unique \`mail_anhang_mail_versand_job_id_file_name_unique\` (\`mail_versand_job_id\`, \`file_name\`);`,
    );

    this.addSql(`alter table \`outbox\` add \`reply_to\` varchar(320) null;`);

    this.addSql(`alter table \`mail_versand_job\` modify \`vorlage_date\` datetime(3) null;`);
    // the follow-up became an instant (like versorger.vorlage_datum): take the supplier row's exact time
    this.addSql(
      `update \`mail_versand_job\` j join \`versorger\` v on v.\`id\` = j.\`versorger_id\` set j.\`vorlage_date\` = v.\`vorlage_datum\` where j.\`vorlage_date\` is not null;`,
    );

    this.addSql(
      `alter table \`mail_anhang\` add constraint \`mail_anhang_mail_versand_job_id_foreign\` foreign key (\`mail_versand_job_id\`) references \`mail_versand_job\` (\`id\`) on delete cascade;`,
    );
    this.addSql(
      `alter table \`mail_anhang\` add constraint \`mail_anhang_stored_file_id_foreign\` foreign key (\`stored_file_id\`) references \`stored_file\` (\`id\`) on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`mail_anhang\`;`);

    this.addSql(`alter table \`mail_versand_job\` modify \`vorlage_date\` date null;`);

    this.addSql(`alter table \`outbox\` drop column \`reply_to\`;`);
  }
}
