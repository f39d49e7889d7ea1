import { ROLE } from '@lap/contracts';
import { useParams } from 'react-router';
import { trpc } from '../../../trpc';
import { useSessionUser } from '../../auth/hooks/useSession';
import { NoPermissionPage } from '../../shell/components/NoPermissionPage';
import { PageLoader } from '../../shell/components/PageLoader';
import { LoadFailure } from './LoadFailure';
import { NutzerAdminForm } from './NutzerAdminForm';
import { OwnDataForm } from './OwnDataForm';

/** Loads a user and shows the administrator's form for it. */
function AdminEdit({ userId }: { userId: string }) {
  const detail = trpc.nutzer.byId.useQuery({ id: userId });
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <LoadFailure error={detail.error} />;
  // Keyed by id, so the form takes fresh defaults when another user is opened.
  return <NutzerAdminForm key={detail.data.id} user={detail.data} />;
}

/** /editNutzerAdmin/{userId} (Administration). */
export function EditNutzerAdminPage() {
  const { userId = '' } = useParams();
  return <AdminEdit userId={userId} />;
}

/** The create page (Administration): the same form without a user (PostNutzer). */
export function CreateNutzerPage() {
  return <NutzerAdminForm />;
}

/** Loads the signed-in user's own record for the own-data form. */
function OwnEdit({ userId }: { userId: string }) {
  const detail = trpc.nutzer.byId.useQuery({ id: userId });
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <LoadFailure error={detail.error} />;
  return <OwnDataForm key={detail.data.id} user={detail.data} />;
}

/**
 * /editNutzerDetails/{userId}: the administrator's form for Administration (spec 000 §2: the same edit
 * form), and the own-data form (spec 000 §5 user data) for everyone else on their own id.
 */
export function EditNutzerDetailsPage() {
  const { userId = '' } = useParams();
  const user = useSessionUser();
  if (user?.roles.includes(ROLE.Administration)) return <AdminEdit userId={userId} />;
  if (user?.userId === userId) return <OwnEdit userId={userId} />;
  return <NoPermissionPage />;
}
