/**
 * The widget's own CSS, inside its shadow root, so the host page's rules cannot reach these
 * elements and these rules cannot reach the page. Every element is fixed to the viewport: the
 * widget never moves the page's content.
 */
export const HOST_STYLE =
  'all:initial!important;display:block!important;position:fixed!important;top:0!important;left:0!important;' +
  'width:0!important;height:0!important;overflow:visible!important;z-index:2147483647!important;';

/** The embedded mode sits in the page's flow, inside the container the snippet names. */
export const EMBEDDED_HOST_STYLE =
  'all:initial!important;display:block!important;position:relative!important;width:100%!important;' +
  'max-width:100%!important;height:500px!important;';

export const WIDGET_CSS = `
:host{all:initial}
*{box-sizing:border-box}
.w{font:14px/1.4 var(--font);color:#1a1b1e}
[hidden]{display:none!important}
button{all:unset;box-sizing:border-box;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}
.launcher{position:fixed;bottom:20px;right:20px;width:60px;height:60px;border-radius:50%;
background:var(--primary);display:flex;align-items:center;justify-content:center;
box-shadow:0 4px 14px rgba(0,0,0,.25)}
.launcher img{width:100%;height:100%;border-radius:50%;object-fit:cover}
.launcher svg{width:30px;height:30px;fill:#fff}
.badge{position:absolute;top:-4px;right:-4px;min-width:20px;height:20px;padding:0 5px;border-radius:10px;
background:#e03131;color:#fff;font:600 12px/20px system-ui,sans-serif;text-align:center}
.proactive{position:fixed;bottom:92px;right:20px;max-width:min(300px,calc(100vw - 40px));display:flex;
align-items:flex-start;gap:6px;padding:12px 12px 12px 14px;border-radius:14px;background:#fff;
box-shadow:0 4px 18px rgba(0,0,0,.18)}
.proactive-text{flex:1;white-space:pre-wrap;word-break:break-word}
.dismiss{width:22px;height:22px;border-radius:50%;text-align:center;line-height:22px;color:#495057;background:#f1f3f5}
.whatsapp{position:fixed;bottom:26px;right:92px;width:48px;height:48px;border-radius:50%;background:#25d366;
display:flex;align-items:center;justify-content:center;box-shadow:0 4px 14px rgba(0,0,0,.2)}
.whatsapp svg{width:26px;height:26px;fill:#fff}
.left .launcher,.left .proactive{right:auto;left:20px}
.left .whatsapp{right:auto;left:92px}
.frame{position:fixed;bottom:20px;right:20px;width:min(400px,calc(100vw - 40px));height:min(640px,calc(100vh - 40px));
border-radius:16px;overflow:hidden;background:#fff;box-shadow:0 8px 30px rgba(0,0,0,.25)}
.left .frame{right:auto;left:20px}
.popup .frame,.modal .frame{top:50%;left:50%;right:auto;bottom:auto;transform:translate(-50%,-50%);
width:min(480px,calc(100vw - 40px));height:min(700px,calc(100vh - 40px))}
.full-width .frame{inset:0;width:100vw;height:100vh;border-radius:0}
.embedded .frame{position:absolute;inset:0;width:100%;height:100%;border-radius:8px;box-shadow:none;border:1px solid #dee2e6}
.backdrop{position:fixed;inset:0;background:rgba(0,0,0,.5)}
iframe{display:block;width:100%;height:100%;border:0}
`;

export const CHAT_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z"/></svg>';
export const WHATSAPP_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.3-.5.1-1 .1-3.3-.8-2.8-1.1-4.5-3.9-4.7-4.1-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.3 0 .5l-.4.6c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.8-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.2z"/></svg>';
