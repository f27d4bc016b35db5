import { z } from 'zod';
import { ZAgentParams } from '../agents/contracts.js';

/** Instagram and Messenger take at most 2000 characters per message; longer replies are split (spec 000 §9). */
export const META_PAGE_MESSAGE_LIMIT = 2000;

export const META_PAGES_MODAL_TITLE = 'Connect your agent to Instagram/FB Messenger Page';
export const META_PAGE_CONNECTED = 'Successfully connected the page.';
export const META_PAGE_REMOVED = 'Successfully removed the page.';
export const META_PAGE_REMOVE_FAILED = 'Failed to remove the page.';
export const metaPageConnectFailed = (message: string) => `Failed to connect the page. ${message}`;
/** Spec 001 §8: a failed Meta token exchange shows 'Error: {message}'. */
export const metaTokenExchangeFailed = (message: string) => `Error: ${message}`;

/** Facebook ids are numbers written as text; checked before one goes into a Graph API path. */
export const ZFacebookId = z
  .string()
  .trim()
  .regex(/^\d{1,32}$/, 'Not a Facebook page id.');

/** exchangeMetaToken: the user access token Meta's login returned. */
export const ZExchangeMetaTokenBody = z.strictObject({
  token: z.string().trim().min(1, 'The sign-in with Meta returned no token.').max(2048),
});
/** The long-lived token itself stays on the server: the dashboard learns only that it is stored. */
export const ZExchangeMetaTokenResult = z.object({ stored: z.literal(true) });

/** A page of the signed-in Meta user, as the page grid shows it (checkPageSubscriptions / tokenToPages). */
export const ZMetaPageChoice = z.object({
  pageId: z.string(),
  pageName: z.string(),
  /** The Instagram professional account connected to the page, if any. */
  igPageId: z.string().nullable(),
  igPageName: z.string().nullable(),
  /** The page answers through one of the platform's agents (its messages reach the platform). */
  connectedToAgent: z.boolean(),
  /** The page answers through this agent. */
  connectedHere: z.boolean(),
});
export type MetaPageChoice = z.infer<typeof ZMetaPageChoice>;

export const ZMetaPageChoices = z.object({
  /** The platform's Meta app id, for the 'Continue With Meta' sign-in; null when the server has none. */
  appId: z.string().nullable(),
  /** Whether the signed-in user has a Meta token stored (users/{uid} meta.userAccessToken). */
  signedIn: z.boolean(),
  pages: z.array(ZMetaPageChoice),
});
export type MetaPageChoices = z.infer<typeof ZMetaPageChoices>;

/** connectMetaPage: the page picked in the grid (the agent is in the path). */
export const ZConnectMetaPageBody = z.strictObject({ selectedPage: z.strictObject({ pageId: ZFacebookId }) });
export type ConnectMetaPageBody = z.infer<typeof ZConnectMetaPageBody>;

/** removeMetaPage: the agent and the page. */
export const ZMetaPageParams = ZAgentParams.extend({ pageId: ZFacebookId });

/** A Meta page record (spec 000 §3 "Meta page", collection metaPages). */
export const ZMetaPage = z.object({
  agentId: z.string(),
  pageId: z.string(),
  pageName: z.string(),
  igPageId: z.string().nullable(),
  igPageName: z.string().nullable(),
  connectedAt: z.string(),
});
export type MetaPage = z.infer<typeof ZMetaPage>;

export const ZAgentMetaPages = z.object({ pages: z.array(ZMetaPage) });

/** `/meta-pages`: every page connected to one of the workspace's agents, with the agent's name. */
export const ZWorkspaceMetaPages = z.object({ pages: z.array(ZMetaPage.extend({ agentTitle: z.string() })) });
export type WorkspaceMetaPages = z.infer<typeof ZWorkspaceMetaPages>;
