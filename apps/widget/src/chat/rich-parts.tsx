import type { RichPart } from '@agent-platform/core';
import { LeadForm, type LeadValues } from './lead-form.js';
import { safeUrl } from './message-text.js';

/**
 * The rich elements of an answer: quick replies send their label, links and cards open in a new
 * tab, a lead form sends the visitor's details to the workspace's Leads.
 */
export function RichParts({
  parts,
  onQuickReply,
  onLead,
  disabled,
}: {
  parts: RichPart[];
  onQuickReply: (text: string) => void;
  onLead: (values: LeadValues) => Promise<string | null>;
  disabled: boolean;
}) {
  return (
    <div className="parts">
      {parts.map((part, index) => (
        // Parts never change once an answer is done: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <RichPartView key={index} part={part} onQuickReply={onQuickReply} onLead={onLead} disabled={disabled} />
      ))}
    </div>
  );
}

function RichPartView({
  part,
  onQuickReply,
  onLead,
  disabled,
}: {
  part: RichPart;
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
      return (
        <ul className="carousel">
          {part.items.map((item) => (
            <li key={item.imageUrl}>
              <Link className="card" url={item.url ?? item.imageUrl}>
                {item.title ?? item.imageUrl}
              </Link>
            </li>
          ))}
        </ul>
      );
    case 'video':
      return (
        <Link className="card" url={part.url}>
          Watch the video
        </Link>
      );
    case 'lead-form':
      return <LeadForm part={part} onSubmit={onLead} />;
  }
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
