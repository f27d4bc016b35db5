import { metaPageAdapter } from './meta-page-adapter.js';

/** Messenger: people writing to a connected Facebook page. */
export const messengerAdapter = metaPageAdapter('messenger');
