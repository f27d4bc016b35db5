import { useEffect } from 'react';

/**
 * Applies the agent's custom CSS inside the chat frame only (never on the host page). The server
 * serves it checked and written again by css-tree; it goes in as text, never as markup.
 */
export function useCustomStyle(css: string | undefined) {
  useEffect(() => {
    if (!css) return;
    const style = document.createElement('style');
    style.dataset.agentCustomCss = '';
    style.textContent = css;
    document.head.append(style);
    return () => style.remove();
  }, [css]);
}
