import type { PortalMe } from '@changdee/contract/portal';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/access-types';
import { storesOf } from '../auth/service';
import { activeUserById, teamOfMember } from './repository';

// The portal's "who am I" (docs/decisions/041-the-operations-portal.md): read from the database on
// each call, not from the token, so a change of store or team shows at the next page load.

export async function portalMe(db: Database, auth: AuthContext): Promise<PortalMe> {
  const user = await activeUserById(db, auth.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const [stores, team] = await Promise.all([
    storesOf(db, user.id),
    auth.role === 'Technician' ? teamOfMember(db, user.id) : Promise.resolve(null),
  ]);
  const channels = new Map(stores.map((store) => [store.channel, store.channelName]));
  return {
    user,
    role: auth.role,
    stores,
    channels: [...channels].map(([code, name]) => ({ code, name })),
    team,
  };
}
