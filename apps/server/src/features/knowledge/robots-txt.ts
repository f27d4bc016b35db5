interface Rule {
  allow: boolean;
  pattern: string;
  matches: (path: string) => boolean;
}

export interface RobotsTxt {
  /** Whether `path` (with its query) may be fetched by `userAgent`. */
  isAllowed(path: string): boolean;
  /** The sitemaps the file names, as absolute URLs. */
  sitemaps: string[];
}

/**
 * Reads a robots.txt (RFC 9309) for one user agent: the groups naming its product token, or else
 * the `*` group; the longest matching rule wins and Allow wins a tie. `*` and a final `$` in
 * paths are understood. Nothing installed reads robots.txt, and this much is short.
 */
export function parseRobotsTxt(text: string, userAgent: string): RobotsTxt {
  const token = (userAgent.split('/')[0] ?? userAgent).trim().toLowerCase();
  const ours: Rule[] = [];
  const anyone: Rule[] = [];
  const sitemaps: string[] = [];
  let agents: string[] = [];
  let inRules = false;
  let namesUs = false;
  // A group naming us, even without rules, replaces the `*` group.
  let namedUs = false;
  for (const raw of text.split(/\r?\n|\r/)) {
    const line = raw.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === 'sitemap') {
      if (value) sitemaps.push(value);
    } else if (field === 'user-agent') {
      if (inRules) agents = [];
      inRules = false;
      agents.push(value.toLowerCase());
      namesUs = agents.includes(token);
      namedUs ||= namesUs;
    } else if (field === 'allow' || field === 'disallow') {
      inRules = true;
      // An empty Disallow allows everything: no rule.
      if (!value) continue;
      const rule = toRule(field === 'allow', value);
      if (namesUs) ours.push(rule);
      else if (agents.includes('*')) anyone.push(rule);
    }
  }
  const rules = namedUs ? ours : anyone;
  return {
    sitemaps,
    isAllowed(path) {
      let best: Rule | undefined;
      for (const rule of rules) {
        if (!rule.matches(path)) continue;
        if (
          !best ||
          rule.pattern.length > best.pattern.length ||
          (rule.pattern.length === best.pattern.length && rule.allow)
        ) {
          best = rule;
        }
      }
      return best?.allow ?? true;
    },
  };
}

function toRule(allow: boolean, pattern: string): Rule {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const source = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const regex = new RegExp(`^${source}${anchored ? '$' : ''}`);
  return { allow, pattern, matches: (path) => regex.test(path) };
}
