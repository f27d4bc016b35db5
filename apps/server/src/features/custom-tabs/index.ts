// What other features may use of the agency's custom tabs.

// The client access editor gives clients custom tabs by URL: the clients feature checks them here.
export { getCustomTabs } from './get-custom-tabs.js';
