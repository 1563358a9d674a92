import { Navigate, useOutletContext } from 'react-router';
import type { PortalMe } from '@changdee/contract/portal';
import { portalPagePath } from '@changdee/contract/portal-pages';
import { useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { landingPageOf } from './nav';

/** /portal/: each role's own first page (an Operator's orders, a Technician's day, the shop link). */
export function LandingPage() {
  const me = useOutletContext<PortalMe>();
  const localize = useLocalizedPath();
  return <Navigate to={localize(portalPagePath(landingPageOf(me.role)))} replace />;
}
