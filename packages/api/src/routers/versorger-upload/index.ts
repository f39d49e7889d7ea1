import { router } from '../../trpc.js';
import { auskunftGruppenProcedure } from './auskunft.js';
import { confirmProcedure, deleteFileProcedure, filesProcedure, infoProcedure } from './link.js';
import {
  auftragFilesProcedure,
  auftragUploadsProcedure,
  deleteFileByIdProcedure,
  linkProcedure,
  revokeLinkProcedure,
} from './staff.js';

/** Operator answers without an account, supplier files, and the customer's view of the answers. */
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
