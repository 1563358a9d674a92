import {
  startProviderStandIn,
  standInEnv,
  type ProviderStandIn,
} from '../src/modules/messages/provider-stand-in';
import { roomyTeamKit, type OrderKit } from './order-kit';

// The customer messages' tests (docs/decisions/045, 052): the local stand-in for the SMS gateway
// and LINE, and an order kit whose app sends to it, with one team of the test's own in Chiang Mai
// district 5001 with room for every order the test places (roomyTeamKit).

export interface MessagesKit {
  standIn: ProviderStandIn;
  kit: OrderKit;
  close(): Promise<void>;
}

export async function messagesKit(teamCode: string): Promise<MessagesKit> {
  const standIn = await startProviderStandIn();
  const kit = await roomyTeamKit(teamCode, {
    ...standInEnv(standIn),
    MESSAGE_SEND_TIMEOUT_MS: '2000',
  });
  return {
    standIn,
    kit,
    close: async () => {
      await kit.close();
      await standIn.close();
    },
  };
}
