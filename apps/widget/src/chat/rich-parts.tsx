import type { RichPart } from '@agent-platform/core';
import { type ImageSources, isAllowedImage } from '@agent-platform/core/chat/image-sources';
import { videoEmbedUrl } from '@agent-platform/core/widget/runtime';
import { useRef } from 'react';
import { LeadForm, type LeadValues } from './lead-form.js';
import { safeUrl } from './message-text.js';

/**
 * The rich elements of an answer: quick replies send their label, links and cards open in a new
 * tab, a lead form sends the visitor's details to the workspace's Leads. Pictures show only from
 * the places `imageSources` allows, as in the message text.
 */
export function RichParts({
  parts,
  ...shared
}: {
  parts: RichPart[];
  imageSources: ImageSources;
  onQuickReply: (text: string) => void;
  onLead: (values: LeadValues) => Promise<string | null>;
  disabled: boolean;
}) {
  return (
    <div className="parts">
      {parts.map((part, index) => (
        // Parts never change once an answer is done: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <RichPartView key={index} part={part} {...shared} />
      ))}
    </div>
  );
}

function RichPartView({
  part,
  imageSources,
  onQuickReply,
  onLead,
  disabled,
}: {
  part: RichPart;
  imageSources: ImageSources;
  onQuickReply: (text: string) => void;
  onLead: (values: LeadValues) => Promise<string | null>;
  disabled: boolean;
}) {
  switch (part.type) {
    case 'buttons':
      return (
        <div className="quick-replies">
          {part.buttons.map((button) => (
            <button key={button.label} type="button" disabled={disabled} onClick={() => onQuickReply(button.label)}>
              {button.label}
            </button>
          ))}
        </div>
      );
    case 'link-card':
      return (
        <Link className="card" url={part.url}>
          <strong>{part.title}</strong>
          {part.description && <span>{part.description}</span>}
        </Link>
      );
    case 'carousel':
      return <Carousel items={part.items} imageSources={imageSources} />;
    case 'video':
      return <Video url={part.url} />;
    case 'lead-form':
      return <LeadForm part={part} onSubmit={onLead} />;
  }
}

/**
 * Pictures side by side, one in view at a time, moved with the arrows, a swipe or the keyboard. A
 * picture from a place the agent does not allow is a link to it instead.
 */
function Carousel({
  items,
  imageSources,
}: {
  items: Extract<RichPart, { type: 'carousel' }>['items'];
  imageSources: ImageSources;
}) {
  const track = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => {
    const list = track.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth, behavior: 'smooth' });
  };
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label="Pictures">
      <ul ref={track}>
        {items.map((item, index) => (
          <li key={item.imageUrl} aria-roledescription="slide" aria-label={`${index + 1} of ${items.length}`}>
            {isAllowedImage(item.imageUrl, imageSources) ? (
              <img src={item.imageUrl} alt={item.title ?? ''} loading="lazy" referrerPolicy="no-referrer" />
            ) : (
              <Link className="picture-link" url={item.imageUrl}>
                {item.title ? `Picture: ${item.title}` : item.imageUrl}
              </Link>
            )}
            {item.title &&
              (item.url ? (
                <Link className="caption" url={item.url}>
                  {item.title}
                </Link>
              ) : (
                <span className="caption">{item.title}</span>
              ))}
          </li>
        ))}
      </ul>
      {items.length > 1 && (
        <div className="carousel-controls">
          <button type="button" aria-label="Previous picture" onClick={() => move(-1)}>
            ‹
          </button>
          <button type="button" aria-label="Next picture" onClick={() => move(1)}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}

/** A YouTube, Vimeo or Loom video in its player; the chat frame may frame no other site. */
function Video({ url }: { url: string }) {
  const player = videoEmbedUrl(url);
  if (!player) {
    return (
      <Link className="card" url={url}>
        Watch the video
      </Link>
    );
  }
  return (
    <iframe
      className="video"
      title="Video"
      src={player}
      allow="fullscreen; picture-in-picture; encrypted-media"
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
    />
  );
}

function Link({ url, className, children }: { url: string; className: string; children: React.ReactNode }) {
  const href = safeUrl(url);
  if (!href) return <span className={className}>{children}</span>;
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}
