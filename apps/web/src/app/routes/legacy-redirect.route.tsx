import { legacyRedirect } from '@esc/domain';
import { Navigate, useLocation } from 'react-router';

/** Old subscription and profile paths open their current screens (spec 001 §2, spec 002 §2.1). */
export function LegacyRedirectRoute() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${legacyRedirect(pathname) ?? '/'}${search}`} replace />;
}
