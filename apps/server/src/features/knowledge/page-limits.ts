/** The most of one web page that a crawl or a page refresh reads. */
export const PAGE_MAX_BYTES = 5 * 1024 * 1024;
