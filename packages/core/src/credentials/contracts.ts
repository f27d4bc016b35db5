import { z } from 'zod';
import { nameText, recordId } from '../text.js';
import { ZWorkspaceParams } from '../workspaces/contracts.js';

/** Where a workspace's language model runs: OpenAI, or any server speaking its chat-completions protocol. */
export const LLM_PROVIDERS = ['openai', 'openai-compatible'] as const;
export const ZLlmProvider = z.enum(LLM_PROVIDERS, { error: 'Please choose a provider.' });
export type LlmProvider = z.infer<typeof ZLlmProvider>;

export const LLM_PROVIDER_NAMES: Record<LlmProvider, string> = {
  openai: 'OpenAI',
  'openai-compatible': 'OpenAI-compatible server (Ollama, vLLM, LM Studio, llama.cpp)',
};

/** OpenAI's own API, used when an OpenAI credential names no base URL. */
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

export const CREDENTIAL_LABEL_MAX_LENGTH = 60;
export const API_KEY_MAX_LENGTH = 500;
const BASE_URL_MAX_LENGTH = 500;

const ZCredentialLabel = nameText('The label', { error: 'Please enter a label.' })
  .trim()
  .min(1, 'Please enter a label.')
  .max(CREDENTIAL_LABEL_MAX_LENGTH, `Label must be at most ${CREDENTIAL_LABEL_MAX_LENGTH} characters.`);

const BASE_URL_MESSAGE = 'Please enter a URL starting with http:// or https://, such as http://localhost:11434/v1.';
const ZBaseURL = z
  .string({ error: BASE_URL_MESSAGE })
  .trim()
  .max(BASE_URL_MAX_LENGTH, `Base URL must be at most ${BASE_URL_MAX_LENGTH} characters.`)
  .pipe(z.url({ protocol: /^https?$/, error: BASE_URL_MESSAGE }));

/** A provider's API key as people paste it; shared by every write-only key field. */
export const ZApiKey = z
  .string({ error: 'Please enter the API key.' })
  .trim()
  .min(1, 'Please enter the API key.')
  .max(API_KEY_MAX_LENGTH, `API key must be at most ${API_KEY_MAX_LENGTH} characters.`)
  // The key travels in an HTTP header, which holds only visible ASCII: anything else is a pasting slip.
  .regex(/^[\x21-\x7E]+$/, 'An API key has only letters, digits and symbols, with no spaces. Paste it again.');

/** The rules every saved credential follows, checked on create, on the merged result of an update and in the form. */
export function credentialProblem(fields: {
  provider: LlmProvider;
  baseURL?: string | null;
  hasApiKey: boolean;
}): { path: 'baseURL' | 'apiKey'; message: string } | undefined {
  if (fields.provider === 'openai-compatible' && !fields.baseURL) {
    return { path: 'baseURL', message: "Please enter the server's base URL." };
  }
  if (fields.provider === 'openai' && !fields.hasApiKey) {
    return { path: 'apiKey', message: 'Please enter your OpenAI API key.' };
  }
  return undefined;
}

const ZCredentialFields = z.strictObject({
  provider: ZLlmProvider,
  label: ZCredentialLabel,
  /** Required for an OpenAI-compatible server; for OpenAI it replaces the default address. */
  baseURL: ZBaseURL.optional(),
  /** Write-only: never part of an answer. Optional for compatible servers that need none. */
  apiKey: ZApiKey.optional(),
});

/**
 * The add/edit form. `hasSavedKey`: the credential being edited already has a key, so an
 * empty key field keeps it.
 */
export function credentialFormSchema(hasSavedKey: boolean) {
  return ZCredentialFields.superRefine((fields, ctx) => {
    const problem = credentialProblem({ ...fields, hasApiKey: hasSavedKey || Boolean(fields.apiKey) });
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
}

export const ZCreateCredentialBody = credentialFormSchema(false);
export type CreateCredentialBody = z.infer<typeof ZCreateCredentialBody>;

/**
 * A partial update. An omitted field is unchanged: an omitted `apiKey` keeps the saved key.
 * `null` clears `baseURL` or `apiKey`.
 */
export const ZUpdateCredentialBody = z.strictObject({
  provider: ZLlmProvider.optional(),
  label: ZCredentialLabel.optional(),
  baseURL: ZBaseURL.nullable().optional(),
  apiKey: ZApiKey.nullable().optional(),
});
export type UpdateCredentialBody = z.infer<typeof ZUpdateCredentialBody>;

/** A credential as the API shows it: the key itself never, only whether there is one and its last four characters. */
export const ZCredential = z.object({
  id: z.string(),
  provider: ZLlmProvider,
  label: z.string(),
  baseURL: z.string().nullable(),
  apiKeyHint: z.string().nullable(),
  hasApiKey: z.boolean(),
  createdAt: z.string(),
});
export type Credential = z.infer<typeof ZCredential>;

export const ZCredentialList = z.object({ credentials: z.array(ZCredential) });
export type CredentialList = z.infer<typeof ZCredentialList>;

export const ZCredentialParams = ZWorkspaceParams.extend({ credentialId: recordId() });

export const ZLlmModel = z.object({ id: z.string(), ownedBy: z.string().nullable() });
export type LlmModel = z.infer<typeof ZLlmModel>;

export const ZLlmModelList = z.object({ models: z.array(ZLlmModel) });
export type LlmModelList = z.infer<typeof ZLlmModelList>;

/** Body of "Test connection": `model` is used only when the server lists no models. */
export const ZTestCredentialBody = z.strictObject({ model: z.string().trim().min(1).max(200).optional() }).optional();

/** The answer of "Test connection": `error` is a sentence for people, such as 'Could not connect: ...'. */
export const ZConnectionTest = z.object({
  ok: z.boolean(),
  models: z.array(ZLlmModel).optional(),
  error: z.string().optional(),
});
export type ConnectionTest = z.infer<typeof ZConnectionTest>;

/** How the dashboard shows a saved key: '••••1234', or '' when there is none. */
export const maskedApiKey = (credential: Pick<Credential, 'hasApiKey' | 'apiKeyHint'>) =>
  credential.hasApiKey ? `••••${credential.apiKeyHint ?? ''}` : '';

/** Keys shorter than this get no hint: four characters would give away too much of them. */
export const API_KEY_HINT_MIN_LENGTH = 12;
