import { roleDashboardPath, UserType, type RoleDashboardPath } from '@esc/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentProfile } from '../../lib/current-profile.api';
import { useSession } from '../../lib/session';

interface RoleDashboardGuardProps {
  path: RoleDashboardPath;
  children: ReactNode;
}

/** A person who opens another role's dashboard is sent to their own (spec 002 §2.1). */
export function RoleDashboardGuard({ path, children }: RoleDashboardGuardProps) {
  const session = useSession();
  const profile = useCurrentProfile();
  if (!session) return null;
  // Only type 5 needs the role (school admin or not); every other type is known from the session.
  const needsRole = session.user_type_id === UserType.SchoolAdminOrInstituteTeacher;
  if (needsRole && !profile.data) return children; // the screen shows its own loading or error state
  const own = roleDashboardPath({ userTypeId: session.user_type_id, role: profile.data?.role ?? null });
  if (own !== path) return <Navigate to={own} replace />;
  return children;
}
