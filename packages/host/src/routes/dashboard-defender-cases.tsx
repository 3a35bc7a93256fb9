import { CaseQueueScreen } from '../features/defender-cases/components/case-queue.js';
import { CaseViewScreen } from '../features/defender-cases/components/case-view.js';
import { VoceriasScreen, VoceriaViewScreen } from '../features/defender-cases/components/vocerias.js';

/** `fco/defender-cases`: the defender's queue of escalated complaints (the entity's, for its staff). */
export function DashboardDefenderCasesRoute() {
  return <CaseQueueScreen />;
}

/** `fco/defender-cases/view?id=`: one case and its stage's actions. */
export function DashboardDefenderCaseRoute() {
  return <CaseViewScreen />;
}

/** `fco/vocerias`: the vocerías. */
export function DashboardVoceriasRoute() {
  return <VoceriasScreen />;
}

/** `fco/vocerias/view?id=`: one vocería. */
export function DashboardVoceriaRoute() {
  return <VoceriaViewScreen />;
}
