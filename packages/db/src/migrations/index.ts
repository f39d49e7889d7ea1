// Maintained by `npm run migration:create -w @lap/db`: every migration class, oldest first.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121010159 } from './Migration20261121010159.js';
import { Migration20261124053745 } from './Migration20261124053745.js';
import { Migration20261124061719 } from './Migration20261124061719.js';
import { Migration20261124082652 } from './Migration20261124082652.js';
import { Migration20261124092631 } from './Migration20261124092631.js';
import { Migration20261124113825 } from './Migration20261124113825.js';
import { Migration20261124115849 } from './Migration20261124115849.js';
import { Migration20261124122424 } from './Migration20261124122424.js';
import { Migration20261124170407 } from './Migration20261124170407.js';
import { Migration20261124222224_list_indexes } from './Migration20261124222224_list_indexes.js';
import { Migration20261125004842_list_sums } from './Migration20261125004842_list_sums.js';
import { Migration20261125012144_rechnung_auftragsdatum } from './Migration20261125012144_rechnung_auftragsdatum.js';
import { Migration20261125015233_mahnung_kopien } from './Migration20261125015233_mahnung_kopien.js';
import { Migration20261125032820_worker_lease } from './Migration20261125032820_worker_lease.js';
import { Migration20261127155826_angebot_versand_copy } from './Migration20261127155826_angebot_versand_copy.js';
import { Migration20261127184639_historie_stand } from './Migration20261127184639_historie_stand.js';
import { Migration20261127223437_vorkasse_offen } from './Migration20261127223437_vorkasse_offen.js';
import { Migration20261127225341_versandt_offen } from './Migration20261127225341_versandt_offen.js';
import { Migration20261128051500_antrag_ort } from './Migration20261128051500_antrag_ort.js';
import { Migration20261128055000_auftrag_offen } from './Migration20261128055000_auftrag_offen.js';
import { Migration20261128080338_rechnung_abgeschlossen } from './Migration20261128080338_rechnung_abgeschlossen.js';
import { Migration20261128082629_historie_aktion } from './Migration20261128082629_historie_aktion.js';
import { Migration20261128112707_angebot_list_index } from './Migration20261128112707_angebot_list_index.js';
import { Migration20261128113327_rechnung_datum_netto } from './Migration20261128113327_rechnung_datum_netto.js';
import { Migration20261128162447_angebot_netto_copy } from './Migration20261128162447_angebot_netto_copy.js';
import { Migration20261128164452_vorkasse_netto_index } from './Migration20261128164452_vorkasse_netto_index.js';
import { Migration20261128174752_angebot_list_index_flag } from './Migration20261128174752_angebot_list_index_flag.js';
import { Migration20261129020119_list_zaehler } from './Migration20261129020119_list_zaehler.js';
import { Migration20261129042252_wiedervorlage_tage } from './Migration20261129042252_wiedervorlage_tage.js';
import { Migration20261129103111_versandt_zaehler } from './Migration20261129103111_versandt_zaehler.js';
import { Migration20261129140419_user_name_indexes } from './Migration20261129140419_user_name_indexes.js';
import { Migration20261201231646_versorger_link_version } from './Migration20261201231646_versorger_link_version.js';
import { Migration20261201233500_mahnung_vorzeitig } from './Migration20261201233500_mahnung_vorzeitig.js';
import { Migration20261202043000_auftrag_abgeschlossen_index } from './Migration20261202043000_auftrag_abgeschlossen_index.js';

export const migrations: MigrationObject[] = [
  { name: 'Migration20261121010159', class: Migration20261121010159 },
  { name: 'Migration20261124053745', class: Migration20261124053745 },
  { name: 'Migration20261124061719', class: Migration20261124061719 },
  { name: 'Migration20261124082652', class: Migration20261124082652 },
  { name: 'Migration20261124092631', class: Migration20261124092631 },
  { name: 'Migration20261124113825', class: Migration20261124113825 },
  { name: 'Migration20261124115849', class: Migration20261124115849 },
  { name: 'Migration20261124122424', class: Migration20261124122424 },
  { name: 'Migration20261124170407', class: Migration20261124170407 },
  { name: 'Migration20261124222224_list_indexes', class: Migration20261124222224_list_indexes },
  { name: 'Migration20261125004842_list_sums', class: Migration20261125004842_list_sums },
  { name: 'Migration20261125012144_rechnung_auftragsdatum', class: Migration20261125012144_rechnung_auftragsdatum },
  { name: 'Migration20261125015233_mahnung_kopien', class: Migration20261125015233_mahnung_kopien },
  { name: 'Migration20261125032820_worker_lease', class: Migration20261125032820_worker_lease },
  { name: 'Migration20261127155826_angebot_versand_copy', class: Migration20261127155826_angebot_versand_copy },
  { name: 'Migration20261127184639_historie_stand', class: Migration20261127184639_historie_stand },
  { name: 'Migration20261127223437_vorkasse_offen', class: Migration20261127223437_vorkasse_offen },
  { name: 'Migration20261127225341_versandt_offen', class: Migration20261127225341_versandt_offen },
  { name: 'Migration20261128051500_antrag_ort', class: Migration20261128051500_antrag_ort },
  { name: 'Migration20261128055000_auftrag_offen', class: Migration20261128055000_auftrag_offen },
  { name: 'Migration20261128080338_rechnung_abgeschlossen', class: Migration20261128080338_rechnung_abgeschlossen },
  { name: 'Migration20261128082629_historie_aktion', class: Migration20261128082629_historie_aktion },
  { name: 'Migration20261128112707_angebot_list_index', class: Migration20261128112707_angebot_list_index },
  { name: 'Migration20261128113327_rechnung_datum_netto', class: Migration20261128113327_rechnung_datum_netto },
  { name: 'Migration20261128162447_angebot_netto_copy', class: Migration20261128162447_angebot_netto_copy },
  { name: 'Migration20261128164452_vorkasse_netto_index', class: Migration20261128164452_vorkasse_netto_index },
  { name: 'Migration20261128174752_angebot_list_index_flag', class: Migration20261128174752_angebot_list_index_flag },
  { name: 'Migration20261129020119_list_zaehler', class: Migration20261129020119_list_zaehler },
  { name: 'Migration20261129042252_wiedervorlage_tage', class: Migration20261129042252_wiedervorlage_tage },
  { name: 'Migration20261129103111_versandt_zaehler', class: Migration20261129103111_versandt_zaehler },
  { name: 'Migration20261129140419_user_name_indexes', class: Migration20261129140419_user_name_indexes },
  { name: 'Migration20261201231646_versorger_link_version', class: Migration20261201231646_versorger_link_version },
  { name: 'Migration20261201233500_mahnung_vorzeitig', class: Migration20261201233500_mahnung_vorzeitig },
  {
    name: 'Migration20261202043000_auftrag_abgeschlossen_index',
    class: Migration20261202043000_auftrag_abgeschlossen_index,
  },
];
