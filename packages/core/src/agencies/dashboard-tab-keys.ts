// Its own module so that the custom tabs' contract can refuse these paths without importing the agency's.
/** Spec 001 §3 "Dashboard tab keys": the pages a client may be given. */
export const DASHBOARD_TAB_KEYS = [
  '/home',
  '/voice',
  '/metrics',
  '/campaigns',
  '/convos',
  '/leads',
  '/analytics',
  '/kb',
  '/channels',
  '/prompt',
  '/nodes',
  '/settings',
  '/billing',
] as const;
