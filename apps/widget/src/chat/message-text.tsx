import Markdown from 'react-markdown';

/** Only these link schemes survive; anything else (javascript:, data:, vbscript:) becomes no link. */
const SAFE_URL = /^(https?:|mailto:)/i;

export const safeUrl = (url: string) => (SAFE_URL.test(url.trim()) ? url : '');

/**
 * A message's text as markdown. Model and visitor text is untrusted: raw HTML is dropped (never
 * parsed into elements), and links keep only http, https and mailto targets.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <Markdown
      skipHtml
      urlTransform={safeUrl}
      components={{
        a: ({ href, children }) =>
          href ? (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow">
              {children}
            </a>
          ) : (
            <span>{children}</span>
          ),
      }}
    >
      {text}
    </Markdown>
  );
}
