import type { WebsiteAnalysis } from '@agent-platform/core';

// Each page's share of the prompt: enough to say what the page is about; the knowledge base holds it whole.
const PAGE_EXCERPT_MAX_CHARS = 1200;

/**
 * The system prompt of an agent made by the Agent Wizard, built only from what the owner typed
 * and what the website says, so that it states no fact the site does not. Without a language
 * model this is the prompt itself rather than a draft for a model to rewrite.
 */
export function websiteSystemPrompt(
  company: { companyName: string; description: string },
  analysis: Pick<WebsiteAnalysis, 'url' | 'pages'>,
): string {
  const name = company.companyName;
  const lines = [
    `You are the virtual assistant of ${name}, on its website ${analysis.url}.`,
    '',
    `About ${name}: ${company.description}`,
    '',
    `Answer questions about ${name} from its knowledge base, which holds the pages of its website, and from the page summaries below.`,
    'Greet people warmly, answer clearly and briefly, and ask a short follow-up question when a request is unclear.',
    'When the answer is in neither, say so honestly and offer to connect the person with someone from the team.',
    'Never invent prices, opening hours, policies or personal data.',
  ];
  const pages = analysis.pages.filter((page) => page.text.trim() !== '');
  if (pages.length > 0) {
    lines.push('', "## The website's main pages");
    for (const page of pages) lines.push('', `### ${page.title || page.url} (${page.url})`, excerpt(page.text));
  }
  return lines.join('\n');
}

/** The page's text up to the last whole sentence or word within the excerpt size. */
function excerpt(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= PAGE_EXCERPT_MAX_CHARS) return trimmed;
  const cut = trimmed.slice(0, PAGE_EXCERPT_MAX_CHARS);
  const sentenceEnd = cut.search(/[.!?]\s[^.!?]*$/);
  const end = sentenceEnd > PAGE_EXCERPT_MAX_CHARS / 2 ? sentenceEnd + 1 : cut.lastIndexOf(' ');
  return `${cut.slice(0, end > 0 ? end : PAGE_EXCERPT_MAX_CHARS).trimEnd()} …`;
}
