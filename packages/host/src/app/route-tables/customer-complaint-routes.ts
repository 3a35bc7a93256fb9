import type { RouteObject } from 'react-router';

/**
 * The complaint screens of the customer area (portal-spec §2: complaint/tracking, …/detail/:id,
 * …/replica, …/escalate, complaint/details/…/anexos/…, complaint/calification/:code,
 * complaint/registration, complaint/complaintcheck, complaint/message), relative to `/customer`.
 * Add them here with `screen(...)`; the router mounts this list under `/customer`.
 */
export const CUSTOMER_COMPLAINT_ROUTES: RouteObject[] = [];
