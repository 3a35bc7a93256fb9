import { CustomerHome } from '../features/customer-home/components/customer-home.js';

/** Screen of `/customer/home`. */
export function CustomerHomeRoute() {
  return <CustomerHome />;
}
