/**
 * Calls `changed` whenever the page's address changes without a reload (listenForUrlChanges):
 * single-page sites move with history.pushState/replaceState, the back button, or the hash.
 * Browsers fire no event for pushState/replaceState, so this history object's two methods are
 * wrapped in place: each still calls the page's own function first, and nothing is added to
 * the page's global scope.
 */
export function followPageAddress(changed: () => void) {
  let last = location.href;
  const check = () => {
    if (location.href === last) return;
    last = location.href;
    changed();
  };
  for (const name of ['pushState', 'replaceState'] as const) {
    const pageOwn = history[name];
    history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      pageOwn.apply(this, args);
      check();
    };
  }
  addEventListener('popstate', check);
  addEventListener('hashchange', check);
}
