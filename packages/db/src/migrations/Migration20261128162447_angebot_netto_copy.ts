import { Migration } from '@mikro-orm/migrations';

/**
 * The offer's net sum copied onto its request (kept by triggers on angebot): /angebote counts and sums its requests from
 * (antrag_status, angebot_netto_cent), which replaces the index on antrag_status alone.
 */
export class Migration20261128162447_angebot_netto_copy extends Migration {
  override name = 'Migration20261128162447_angebot_netto_copy';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`antrag\` add \`angebot_netto_cent\` int null;`);

    this.addSql(
      `create trigger \`angebot_netto_antrag_ai\` AFTER INSERT on \`angebot\` for each ROW begin update antrag set angebot_netto_cent = new.netto_cent where antrag.id = new.antrag_id; end;`,
    );
    this.addSql(
      `create trigger \`angebot_netto_antrag_au\` AFTER UPDATE on \`angebot\` for each ROW begin update antrag set angebot_netto_cent = new.netto_cent where antrag.id = new.antrag_id and old.netto_cent <> new.netto_cent; end;`,
    );
    this.addSql(
      `create trigger \`angebot_netto_antrag_ad\` AFTER DELETE on \`angebot\` for each ROW begin update antrag set angebot_netto_cent = null where antrag.id = old.antrag_id; end;`,
    );
    // the existing offers' sums, once the triggers keep every later change
    this.addSql(
      `update \`antrag\` an join \`angebot\` ag on ag.\`antrag_id\` = an.\`id\` set an.\`angebot_netto_cent\` = ag.\`netto_cent\`;`,
    );

    this.addSql(
      `alter table \`antrag\` add index \`antrag_antrag_status_angebot_netto_cent_index\` (\`antrag_status\`, \`angebot_netto_cent\`);`,
    );
    this.addSql(`alter table \`antrag\` drop index \`antrag_antrag_status_index\`;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists \`angebot_netto_antrag_ai\`;`);
    this.addSql(`drop trigger if exists \`angebot_netto_antrag_au\`;`);
    this.addSql(`drop trigger if exists \`angebot_netto_antrag_ad\`;`);

    this.addSql(`alter table \`antrag\` drop index \`antrag_antrag_status_angebot_netto_cent_index\`;`);
    this.addSql(`alter table \`antrag\` drop column \`angebot_netto_cent\`;`);
    this.addSql(`alter table \`antrag\` add index \`antrag_antrag_status_index\` (\`antrag_status\`);`);
  }
}
