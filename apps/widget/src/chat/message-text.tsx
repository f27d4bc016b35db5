import { type ImageSources, isAllowedImage } from '@agent-platform/core/chat/image-sources';
import Markdown from 'react-markdown';

/** Only these link schemes survive; anything else (javascript:, data:, vbscript:) becomes no link. */
const SAFE_URL = /^(https?:|mailto:)/i;

export const safeUrl = (url: string) => (SAFE_URL.test(url.trim()) ? url : '');

/**
 * A message's text as markdown. Model and visitor text is untrusted: raw HTML is dropped (never
 * parsed into elements), links keep only http, https and mailto targets, and pictures show only
 * from the places `imageSources` allows (isAllowedImage); any other picture is a link to it.
 */
export function MessageText({ text, imageSources }: { text: string; imageSources: ImageSources }) {
  return (
    <Markdown
      skipHtml
      urlTransform={safeUrl}
      components={{
        a: ({ href, children }) => <ExternalLink href={href}>{children}</ExternalLink>,
        img: ({ src, alt }) =>
          typeof src === 'string' && isAllowedImage(src, imageSources) ? (
            <img src={src} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" />
          ) : (
            <ExternalLink href={typeof src === 'string' ? src : undefined}>{alt || src || 'Picture'}</ExternalLink>
          ),
      }}
    >
      {text}
    </Markdown>
  );
}

function ExternalLink({ href, children }: { href: string | undefined; children: React.ReactNode }) {
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ) : (
    <span>{children}</span>
  );
}
