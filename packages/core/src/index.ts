export * from './agents/contracts.js';
export * from './auth/contracts.js';
export * from './auth/me.js';
export * from './errors.js';
export * from './regions.js';
export * from './shell/rules.js';
export * from './workspaces/contracts.js';
export * from './workspaces/plans.js';
