// Checks the server's boundaries that Biome cannot express, naming each file and line that
// crosses one. Run by `npm run check`; `node --import tsx scripts/check-boundaries.ts [repo root]`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Breach {
  file: string;
  line: number;
  rule: string;
}

interface Rule {
  name: string;
  /** Where the rule applies: a path relative to the repo root, with forward slashes. */
  appliesTo: (file: string) => boolean;
  /** Offsets in the source (of `file`, relative to the repo root) where the rule is broken. */
  find: (source: string, file: string) => number[];
}

const SERVER = 'apps/server/src/';
const isTest = (file: string) => /\.test\.ts$/.test(file) || file.includes('/test/');
const outside = (folder: string) => (file: string) =>
  file.startsWith(SERVER) && !file.startsWith(SERVER + folder) && !isTest(file);
const ENGINE = `${SERVER}engine/`;
const ENGINE_FRONT_DOOR = /^apps\/server\/src\/engine\/index(?:\.[cm]?[jt]s)?$/;
const FEATURES = `${SERVER}features/`;

/** The feature a file belongs to (`channels` for features/channels/whatsapp/...), or undefined outside features/. */
const featureOf = (file: string) => (file.startsWith(FEATURES) ? file.slice(FEATURES.length).split('/')[0] : undefined);
const isSchema = (file: string) => /\/schema(?:\.[cm]?[jt]s)?$/.test(file);

const RULES: Rule[] = [
  {
    name: 'Only features/billing writes the credit ledger and balances: call grant, reserve, charge, refund or transfer from features/billing/index.ts.',
    appliesTo: outside('features/billing/'),
    find: (source) => [
      // Drizzle writes to any credit table (creditLedger, creditReservations, orgCreditLedger ...).
      ...offsets(source, /\.(?:insert|update|delete)\(\s*(?:orgC|c)redit\w*\s*\)/g),
      // SQL written by hand to the same tables.
      ...offsets(source, /\b(?:insert\s+into|update|delete\s+from)\s+"?(?:org_)?credit_\w+/gi),
      // An organisation's balance (`credits` as a key of the written values) set outside billing.
      ...offsets(source, /\.(?:insert|update)\(\s*orgs\s*\)\s*\.(?:set|values)\(\s*\{[^}]*?(?<![.\w])credits\s*[:,}]/g),
      // A write to the workspaces table that sets the balance (`loadTokens` as a key, not a column read).
      ...offsets(source, /\.(?:insert|update)\(\s*workspaces\s*\)[^;]*?(?<![.\w])loadTokens\s*[:,}]/g),
      ...offsets(source, /\b(?:update\s+"?workspaces"?\s+set|insert\s+into\s+"?workspaces"?)[^;`]*?\bload_tokens\b/gi),
    ],
  },
  {
    name: 'Only platform/tenancy reads config.publicUrl: build absolute addresses with its dashboardLink, webhookAddress, fileAddress or widgetScriptAddress.',
    // config.ts defines it from PUBLIC_URL; tests compare addresses with it.
    appliesTo: (file) => outside('platform/tenancy/')(file) && file !== `${SERVER}config.ts`,
    find: (source) => [
      // A property read: config.publicUrl, deps.config?.publicUrl.
      ...offsets(source, /\.\s*publicUrl\b/g),
      // The name quoted: config['publicUrl'], Pick<Config, 'publicUrl'>.
      ...offsets(source, /['"`]publicUrl['"`]/g),
      // Destructured: const { publicUrl } = config.
      ...offsets(source, /\{[^{}]*\bpublicUrl\b[^{}]*\}\s*=(?![=>])/g),
    ],
  },
  {
    name: 'The engine has one front door: outside apps/server/src/engine, import it only from engine/index.ts.',
    // Tests too: a test that reaches past the front door pins the engine's insides in place.
    appliesTo: (file) => file.startsWith(SERVER) && !file.startsWith(ENGINE),
    find: (source, file) =>
      imports(source)
        .filter(({ specifier }) => {
          const target = path.posix.join(path.posix.dirname(file), specifier);
          return specifier.startsWith('.') && target.startsWith(ENGINE) && !ENGINE_FRONT_DOOR.test(target);
        })
        .map(({ offset }) => offset),
  },
  {
    name: 'A feature has a front door: from another feature or the engine, import a feature only through its index.ts.',
    // Tests may set up another feature's state directly; app.ts and platform/db/schema wire every feature in.
    appliesTo: (file) => (file.startsWith(FEATURES) || file.startsWith(ENGINE)) && !isTest(file),
    find: (source, file) =>
      imports(source)
        .filter(({ specifier }) => {
          if (!specifier.startsWith('.')) return false;
          const target = path.posix.join(path.posix.dirname(file), specifier);
          const feature = featureOf(target);
          if (feature === undefined || feature === featureOf(file)) return false;
          // A table's foreign key names another feature's table, schema file to schema file.
          if (isSchema(file) && isSchema(target)) return false;
          return !new RegExp(`^${FEATURES}${feature}/index(?:\\.[cm]?[jt]s)?$`).test(target);
        })
        .map(({ offset }) => offset),
  },
];

/** Every breach of the rules in the server's sources under `root`. */
export function findBreaches(root: string): Breach[] {
  const breaches: Breach[] = [];
  for (const file of sourceFiles(root, SERVER)) {
    const rules = RULES.filter((rule) => rule.appliesTo(file));
    if (rules.length === 0) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const rule of rules)
      for (const offset of rule.find(source, file))
        breaches.push({ file, line: lineAt(source, offset), rule: rule.name });
  }
  return breaches.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

function offsets(source: string, pattern: RegExp): number[] {
  return [...source.matchAll(pattern)].map((match) => match.index);
}

/** Every module a source imports or re-exports, statically or dynamically, with where it is named. */
function imports(source: string): { specifier: string; offset: number }[] {
  return [...source.matchAll(/\b(?:from|import)\s*\(?\s*(['"])([^'"\n]+)\1/g)].map((match) => ({
    specifier: match[2]!,
    offset: match.index,
  }));
}

const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((entry) => folder + entry.split(path.sep).join('/'))
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const breaches = findBreaches(root);
  for (const breach of breaches) console.error(`${breach.file}:${breach.line}: ${breach.rule}`);
  if (breaches.length > 0) process.exit(1);
  console.log('Boundaries: no breaches.');
}
