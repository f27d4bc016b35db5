import type { DashboardTabKey } from './contracts.js';

/** Spec 001 §3 "Dashboard tab keys": each page a client may be given, as the dashboard names it. */
export const DASHBOARD_TAB_LABELS: Record<DashboardTabKey, string> = {
  '/home': 'Home',
  '/voice': 'Voice',
  '/metrics': 'Metrics',
  '/campaigns': 'Campaigns',
  '/convos': 'Conversations',
  '/leads': 'Leads & Campaigns',
  '/analytics': 'Analytics & Metrics',
  '/kb': 'Knowledge Base',
  '/channels': 'Channels',
  '/prompt': 'Canvas',
  '/nodes': 'Prompt',
  '/settings': 'Settings',
  '/billing': 'Billing',
};
