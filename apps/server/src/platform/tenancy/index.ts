export {
  agencyLink,
  dashboardLink,
  fileAddress,
  productServesHttps,
  webhookAddress,
  widgetScriptAddress,
} from './addresses.js';
export { renderDashboardHtml } from './render-dashboard-html.js';
export { serveDashboardFiles, serveDashboardPages } from './serve-dashboard.js';
export { productTenant, resolveTenant, type TenancyConfig, type Tenant } from './tenant.js';
