export * from '../../inbox/schema.js';
export * from './global.js';
export * from './regional.js';
