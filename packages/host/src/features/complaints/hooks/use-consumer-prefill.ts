import {
  consumerPrefill,
  type ConsumerPrefill,
} from '@sfc/widgets/features/consumer-session/consumer-prefill.js';
import { useSession } from '../../../lib/use-session.js';

/** The signed-in consumer's name, e-mail and phone from the session user, to prefill the complaint form. */
export function useConsumerPrefill(): ConsumerPrefill {
  return consumerPrefill(useSession((state) => state.user));
}
