import { useNavigate } from 'react-router';
import {
  CUSTOMER_COMPLAINT_LINKS,
  type ComplaintLinks,
} from '@sfc/widgets/elements/complaint-tracking/complaint-tracking.js';
import { useServices } from '../../../lib/services.js';

/** What every complaint feature takes from the host: the signed client, the customer links, router navigation. */
export function useComplaintProps(): {
  api: ReturnType<typeof useServices>['api'];
  links: ComplaintLinks;
  onNavigate: (href: string) => void;
} {
  const { api } = useServices();
  const navigate = useNavigate();
  return { api, links: CUSTOMER_COMPLAINT_LINKS, onNavigate: (href) => void navigate(href) };
}
