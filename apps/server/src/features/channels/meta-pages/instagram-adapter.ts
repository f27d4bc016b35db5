import { metaPageAdapter } from './meta-page-adapter.js';

/** Instagram: people writing to the Instagram account linked to a connected page. */
export const instagramAdapter = metaPageAdapter('instagram');
