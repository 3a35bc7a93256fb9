import type { RouteObject } from 'react-router';
import { COMPLAINT_SCREEN_TEXTS as C, PORTAL_TEXTS as T } from '@sfc/core';
import { screen } from './screen.js';

const load = () => import('../../routes/customer/complaint-routes.js');
const loadRegistration = () => import('../../routes/customer/complaint-registration.js');
type Routes = Awaited<ReturnType<typeof load>>;
const home = T.customerHomeTitle;
const tracking = [home, C.trackingTitle] as const;
const detail = [...tracking, C.detailTitle] as const;

/**
 * The complaint screens of the customer area (portal-spec §2: complaint/tracking, …/detail/:id,
 * …/replica, …/escalate, complaint/details/…/anexos/…, complaint/calification/:code,
 * complaint/registration, complaint/complaintcheck, complaint/message), relative to `/customer`.
 */
export const CUSTOMER_COMPLAINT_ROUTES: RouteObject[] = [
  screen(
    'complaint/registration',
    { title: C.registrationTitle, breadcrumb: [home, C.registrationTitle] },
    loadRegistration,
    (m) => m.ComplaintRegistrationRoute,
  ),
  screen(
    'complaint/message',
    { title: C.filedTitle, breadcrumb: [home, C.filedTitle] },
    load,
    (m: Routes) => m.ComplaintFiledRoute,
  ),
  screen(
    'complaint/complaintcheck',
    { title: C.filedTitle, breadcrumb: [home, C.filedTitle] },
    load,
    (m: Routes) => m.ComplaintFiledRoute,
  ),
  screen(
    'complaint/tracking',
    { title: C.trackingTitle, breadcrumb: tracking },
    load,
    (m: Routes) => m.ComplaintTrackingRoute,
  ),
  screen(
    'complaint/tracking/detail/:complaint_id',
    { title: C.detailTitle, breadcrumb: detail },
    load,
    (m: Routes) => m.ComplaintDetailRoute,
  ),
  screen(
    'complaint/tracking/detail/:complaint_id/replica',
    { title: C.replicaTitle, breadcrumb: [...detail, C.replicaTitle] },
    load,
    (m: Routes) => m.ComplaintReplicaRoute,
  ),
  screen(
    'complaint/tracking/detail/:complaint_id/escalate',
    { title: C.escalateTitle, breadcrumb: [...detail, C.escalateTitle] },
    load,
    (m: Routes) => m.ComplaintEscalateRoute,
  ),
  screen(
    'complaint/details/:complaint_id/anexos/:estado_cod/:annexesSize',
    { title: C.annexesTitle, breadcrumb: [...detail, C.annexesTitle] },
    load,
    (m: Routes) => m.ComplaintAnnexesRoute,
  ),
  screen(
    'complaint/calification/:complaintCode',
    { title: C.calificationTitle, breadcrumb: [...tracking, C.calificationTitle] },
    load,
    (m: Routes) => m.ComplaintCalificationRoute,
  ),
];
