// What other features may use of this feature; everything else is its own.
export { checkCustomCss } from './check-custom-css.js';
