import { Migration } from '@mikro-orm/migrations';

export class Migration20261124170407 extends Migration {
  override name = 'Migration20261124170407';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`pdf_verarbeitung\` (\`id\` varchar(36) not null, \`auftrag_id\` varchar(36) not null, \`versorger_id\` varchar(36) not null, \`domain\` varchar(253) not null, \`status\` enum('wartend','laeuft','fertig','fehler') not null default 'wartend', \`quelle_key\` varchar(255) null, \`quelle_datei_id\` varchar(36) null, \`quelle_name\` varchar(255) not null, \`quelle_sha256\` varchar(64) not null, \`eingegangen_am\` datetime(3) not null, \`ergebnis_id\` varchar(36) null, \`fehler\` text null, \`versuche\` int not null default 0, \`gestartet_von_id\` varchar(36) null, \`begonnen_am\` datetime(3) null, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`pdf_verarbeitung\` add index \`pdf_verarbeitung_auftrag_id_index\` (\`auftrag_id\`);`);
    this.addSql(
      `alter table \`pdf_verarbeitung\` add index \`pdf_verarbeitung_versorger_id_index\` (\`versorger_id\`);`,
    );
    this.addSql(
      `alter table \`pdf_verarbeitung\` add index \`pdf_verarbeitung_quelle_datei_id_index\` (\`quelle_datei_id\`);`,
    );
    this.addSql(`alter table \`pdf_verarbeitung\` add index \`pdf_verarbeitung_ergebnis_id_index\` (\`ergebnis_id\`);`);
    this.addSql(
      `alter table \`pdf_verarbeitung\` add index \`pdf_verarbeitung_gestartet_von_id_index\` (\`gestartet_von_id\`);`,
    );
    this.addSql(
      `alter table \`pdf_verarbeitung\` add index \`pdf_verarbeitung_status_updated_at_index\` (\`status\`, \`updated_at\`);`,
    );
    this.addSql(
      `alter table \`pdf_verarbeitung\` add unique \`pdf_verarbeitung_versorger_id_quelle_sha256_unique\` (\`versorger_id\`, \`quelle_sha256\`);`,
    );

    this.addSql(
      `alter table \`pdf_verarbeitung\` add constraint \`pdf_verarbeitung_auftrag_id_foreign\` foreign key (\`auftrag_id\`) references \`auftrag\` (\`id\`) on delete cascade;`,
    );
    this.addSql(
      `alter table \`pdf_verarbeitung\` add constraint \`pdf_verarbeitung_versorger_id_foreign\` foreign key (\`versorger_id\`) references \`versorger\` (\`id\`) on delete cascade;`,
    );
    this.addSql(
      `alter table \`pdf_verarbeitung\` add constraint \`pdf_verarbeitung_quelle_datei_id_foreign\` foreign key (\`quelle_datei_id\`) references \`stored_file\` (\`id\`) on delete set null;`,
    );
    this.addSql(
      `alter table \`pdf_verarbeitung\` add constraint \`pdf_verarbeitung_ergebnis_id_foreign\` foreign key (\`ergebnis_id\`) references \`stored_file\` (\`id\`) on delete set null;`,
    );
    this.addSql(
      `alter table \`pdf_verarbeitung\` add constraint \`pdf_verarbeitung_gestartet_von_id_foreign\` foreign key (\`gestartet_von_id\`) references \`app_user\` (\`id\`) on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`pdf_verarbeitung\`;`);
  }
}
