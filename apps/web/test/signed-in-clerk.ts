import type { SessionStore } from '@changdee/contract/auth';
import type { Employee } from '@changdee/contract/employees';
import { useAuthStore } from '../src/shared/session/auth-store';
import { useEmployeeStore } from '../src/shared/session/employee-store';

// A Sales clerk of the Bang Na store as the web tests sign one in: the session's user, token and
// store, and (unless a test says otherwise) the selling employee chosen.

export const STORE_ID = '6f1c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
export const USER_ID = 'a1a1a1a1-1b1b-4c1c-8d1d-1e1e1e1e1e1e';

export const testStore: SessionStore = {
  _id: STORE_ID,
  id: 'ST-BKK-BANGNA',
  name: { th: 'บางนา', en: 'Bang Na' },
  channel: 'CD-RETAIL',
  channelName: { th: 'รีเทล', en: 'Retail' },
  brand: null,
  bu_store_id: 'BU-1001',
  branch_uuid: STORE_ID,
};

export const testEmployee: Employee = {
  code: 'E1',
  name: 'Somchai',
  phone: '0812345678',
  channelName: 'Bang Na',
  channelUUID: STORE_ID,
};

export function signInClerk({ userId = USER_ID, employee = true } = {}) {
  useAuthStore.setState({
    user: { user_uuid: userId, user_name: 'sales.demo', display_name: 'Sales', adminUUID: 'x' },
    token: 'token',
    store: [testStore],
    role: 'Sales',
  });
  useEmployeeStore.setState({ chosen: employee ? testEmployee : null });
}
