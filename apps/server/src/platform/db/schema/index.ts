export * from './global.js';
export * from './regional.js';
