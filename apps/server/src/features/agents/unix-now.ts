/** Agent documents carry times as unix seconds (spec 000 §3 lastModified). */
export const unixNow = () => Math.floor(Date.now() / 1000);
