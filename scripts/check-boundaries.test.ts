import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const script = fileURLToPath(new URL('check-boundaries.ts', import.meta.url));

/** Runs the check as `npm run check` does, on the repo at `root`. */
async function check(root: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, root], {
      cwd: repo,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A repo in a temp folder holding only `files` (path under the repo -> source). */
function sampleRepo(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  roots.push(root);
  mkdirSync(path.join(root, 'apps/server/src'), { recursive: true });
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

describe('the boundary check', () => {
  it('fails on a feature writing the credit ledger or a balance itself, naming each file and line', async () => {
    const root = sampleRepo({
      'apps/server/src/features/agencies/give-credits.ts': [
        "import { creditLedger, workspaces } from '../../platform/db/schema/index.js';",
        'export async function giveCredits(tx, uid) {',
        '  await tx.insert(creditLedger).values({ workspaceUid: uid, delta: 5 });',
        '  await tx',
        '    .update(workspaces)',
        '    .set({ loadTokens: 5 })',
        '    .where(eq(workspaces.uid, uid));',
        '  await tx.execute(sql`delete from credit_reservations where workspace_uid = $1`, [uid]);',
        '  await tx.insert(orgCreditLedger).values({ orgId, delta: 5 });',
        '  await tx.update(orgs).set({ credits: 5 }).where(eq(orgs.id, orgId));',
        '}',
      ].join('\n'),
    });
    const { code, output } = await check(root);
    expect(code).toBe(1);
    const named = output.match(/^\S+:\d+(?=:)/gm);
    expect(named).toEqual([
      'apps/server/src/features/agencies/give-credits.ts:3',
      'apps/server/src/features/agencies/give-credits.ts:5',
      'apps/server/src/features/agencies/give-credits.ts:8',
      'apps/server/src/features/agencies/give-credits.ts:9',
      'apps/server/src/features/agencies/give-credits.ts:10',
    ]);
    expect(output).toContain('Only features/billing writes the credit ledger and balances');
  });

  it('passes billing itself, tests, and code that only reads the ledger and balances', async () => {
    const root = sampleRepo({
      'apps/server/src/features/billing/grant-credits.ts': 'await tx.insert(creditLedger).values(entry);',
      'apps/server/src/features/usage/usage.test.ts': 'await db.update(workspaces).set({ loadTokens: 0 });',
      'apps/server/src/features/usage/report.ts': [
        'const [row] = await db.select({ balance: workspaces.loadTokens }).from(creditLedger);',
        'await db.update(workspaces).set({ workspaceName }).returning({ balance: workspaces.loadTokens });',
        'await db.update(orgs).set({ name }).returning({ credits: orgs.credits });',
      ].join('\n'),
    });
    expect(await check(root)).toEqual({ code: 0, output: 'Boundaries: no breaches.\n' });
  });

  it('fails on code outside platform/tenancy reading config.publicUrl, naming each file and line', async () => {
    const root = sampleRepo({
      'apps/server/src/features/channels/connect-telegram.ts': [
        "import type { Config } from '../../config.js';",
        "export interface TelegramDeps { config: Pick<Config, 'publicUrl' | 'providers'> }",
        'export const webhookUrl = (deps: TelegramDeps) =>',
        "  deps.config.publicUrl + '/api/na/telegram-webhook';",
        'export function resetLink(config: Config) {',
        '  const { publicUrl } = config;',
        "  return new URL('/reset-password', publicUrl).href;",
        '}',
      ].join('\n'),
      'apps/server/src/app.ts': "registerSecurityHeaders(app, config['publicUrl'].startsWith('https:'));",
    });
    const { code, output } = await check(root);
    expect(code).toBe(1);
    expect(output.match(/^\S+:\d+(?=:)/gm)).toEqual([
      'apps/server/src/app.ts:1',
      'apps/server/src/features/channels/connect-telegram.ts:2',
      'apps/server/src/features/channels/connect-telegram.ts:4',
      'apps/server/src/features/channels/connect-telegram.ts:6',
    ]);
    expect(output).toContain('Only platform/tenancy reads config.publicUrl');
  });

  it('passes the tenancy helper, the config that defines publicUrl, and tests', async () => {
    const root = sampleRepo({
      'apps/server/src/platform/tenancy/tenant.ts': 'export const productOrigin = (config) => config.publicUrl;',
      'apps/server/src/config.ts': "return { publicUrl: e.PUBLIC_URL ?? 'http://localhost:3000' };",
      'apps/server/src/features/voice/phone-calls/phone-calls.test.ts':
        "expect(url).toBe(app.config.publicUrl + '/call');",
      'apps/server/src/features/channels/connect-telegram.ts': 'const url = webhookAddress(deps.config, path);',
    });
    expect(await check(root)).toEqual({ code: 0, output: 'Boundaries: no breaches.\n' });
  });

  it('fails on code outside the engine importing an engine file other than its index, naming each file and line', async () => {
    const root = sampleRepo({
      'apps/server/src/features/channels/answer-channel-message.ts': [
        "import { answerMessage } from '../../engine/answer-message.js';",
        'import {',
        '  type TurnInput,',
        "} from '../../engine/turn.js';",
        "export { storeAnswer } from '../../engine/store-answer.js';",
        "const later = () => import('../../engine/prompt-agent-turn.js');",
      ].join('\n'),
      'apps/server/src/features/voice/phone-calls/phone-calls.test.ts':
        "import { flowTurn } from '../../../engine/flow-turn.js';",
      'apps/server/src/app.ts': "import { chatRoutes } from './engine/routes.js';",
    });
    const { code, output } = await check(root);
    expect(code).toBe(1);
    expect(output.match(/^\S+:\d+(?=:)/gm)).toEqual([
      'apps/server/src/app.ts:1',
      'apps/server/src/features/channels/answer-channel-message.ts:1',
      'apps/server/src/features/channels/answer-channel-message.ts:4',
      'apps/server/src/features/channels/answer-channel-message.ts:5',
      'apps/server/src/features/channels/answer-channel-message.ts:6',
      'apps/server/src/features/voice/phone-calls/phone-calls.test.ts:1',
    ]);
    expect(output).toContain('The engine has one front door');
  });

  it('passes imports of the engine through its index, and the engine importing its own files', async () => {
    const root = sampleRepo({
      'apps/server/src/features/channels/answer-channel-message.ts': [
        "import { answerMessage, type EngineDeps } from '../../engine/index.js';",
        "import { sendToolRequest } from '../tools/index.js';",
      ].join('\n'),
      'apps/server/src/engine/answer-message.ts': "import { storeAnswer } from './store-answer.js';",
      'apps/server/src/engine/index.ts': "export { answerMessage } from './answer-message.js';",
      'apps/server/src/features/engine-settings/routes.ts': "import { x } from './engine/turn.js';",
    });
    expect(await check(root)).toEqual({ code: 0, output: 'Boundaries: no breaches.\n' });
  });

  it("fails on a feature or the engine importing another feature's files past its index, naming each file and line", async () => {
    const root = sampleRepo({
      'apps/server/src/features/channels/whatsapp/connect-whatsapp-number.ts': [
        "import { insertAgent } from '../../agents/insert-agent.js';",
        "import { deleteAgent } from '../../agents/index.js';",
        "export { listLeads } from '../../leads/list-leads.js';",
      ].join('\n'),
      'apps/server/src/engine/store-answer.ts':
        "import { chargeInTransaction } from '../features/billing/charge-credits.js';",
    });
    const { code, output } = await check(root);
    expect(code).toBe(1);
    expect(output.match(/^\S+:\d+(?=:)/gm)).toEqual([
      'apps/server/src/engine/store-answer.ts:1',
      'apps/server/src/features/channels/whatsapp/connect-whatsapp-number.ts:1',
      'apps/server/src/features/channels/whatsapp/connect-whatsapp-number.ts:3',
    ]);
    expect(output).toContain('A feature has a front door');
  });

  it("passes a feature's own files, front doors, schema foreign keys, tests and the app's wiring", async () => {
    const root = sampleRepo({
      'apps/server/src/features/channels/whatsapp/connect-whatsapp-number.ts': [
        "import { storeLaunchReply } from '../store-launch-reply.js';",
        "import { insertAgent } from '../../agents/index.js';",
      ].join('\n'),
      'apps/server/src/features/conversations/schema.ts': "import { agents } from '../agents/schema.js';",
      'apps/server/src/features/leads/leads.test.ts': "import { insertAgent } from '../agents/insert-agent.js';",
      'apps/server/src/app.ts': "import { agentRoutes } from './features/agents/routes.js';",
      'apps/server/src/platform/db/schema/index.ts': "export * from '../../../features/agents/schema.js';",
    });
    expect(await check(root)).toEqual({ code: 0, output: 'Boundaries: no breaches.\n' });
  });

  it('passes on this repository', async () => {
    expect(await check(repo)).toMatchObject({ code: 0 });
  });
});
