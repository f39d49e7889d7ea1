import { router } from '../../trpc.js';
import { infoProcedure } from './info.js';
import { confirmProcedure } from './confirm.js';
import { filesProcedure } from './files.js';
import { deleteFileProcedure } from './delete-file.js';
import { auftragUploadsProcedure } from './auftrag-uploads.js';
import { auftragFilesProcedure } from './auftrag-files.js';
import { deleteFileByIdProcedure } from './delete-file-by-id.js';
import { linkProcedure } from './link.js';
import { revokeLinkProcedure } from './revoke-link.js';
import { auskunftGruppenProcedure } from './auskunft-gruppen.js';

/**
 * Operator answers without an account, supplier files, and the customer's view of the answers. The upload pages: the
 * operator through its signed link (no account, hence operatorLinkProcedure) or a case worker;
 * /auftraguploads/{auftragId}: case workers only.
 */
export const versorgerUploadRouter = router({
  info: infoProcedure,
  confirm: confirmProcedure,
  files: filesProcedure,
  deleteFile: deleteFileProcedure,
  auftragUploads: auftragUploadsProcedure,
  auftragFiles: auftragFilesProcedure,
  deleteFileById: deleteFileByIdProcedure,
  link: linkProcedure,
  revokeLink: revokeLinkProcedure,
  auskunftGruppen: auskunftGruppenProcedure,
});
