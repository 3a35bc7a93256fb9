import { RegistrationScreen } from '../../features/complaints/components/registration-screen.js';

/**
 * `/customer/complaint/registration`, a chunk of its own: the form a consumer opens most does not
 * wait for the tracking screens' tables and the defender's sections.
 */
export function ComplaintRegistrationRoute() {
  return <RegistrationScreen />;
}
