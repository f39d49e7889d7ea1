import { ROLE } from '@lap/contracts';
import { useSessionUser } from '../modules/auth/hooks/useSession';
import { AngebotBearbeitenPage } from '../modules/angebot/components/AngebotBearbeitenPage';
import { KundenAngebotPage } from '../modules/angebot-kunde/components/KundenAngebotPage';

/** Lazy route module: angebot/:antragId — the offer edit page for staff, the customer offer page for applicants. */
export function Component() {
  const user = useSessionUser();
  return user?.roles.includes(ROLE.SbBereich) ? <AngebotBearbeitenPage /> : <KundenAngebotPage />;
}
