import { ROLE } from '@lap/contracts';
import { useSessionUser } from '../../auth/hooks/useSession';
import { KundenTable } from './KundenTable';
import { NutzerTable } from './NutzerTable';

/** /nutzer: administrators see every user ('Nutzer'), staff see customers ('Benutzer', spec 000 §2, 001 §6). */
export function NutzerPage() {
  const user = useSessionUser();
  return user?.roles.includes(ROLE.Administration) ? <NutzerTable /> : <KundenTable />;
}
