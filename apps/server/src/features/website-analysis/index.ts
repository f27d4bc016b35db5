// What other features may use of this feature; everything else is its own.
export { analyzeWebsite } from './analyze-website.js';
