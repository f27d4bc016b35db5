import {
  CUSTOM_TAB_ICON_MAX_BYTES,
  CUSTOM_TAB_ICON_TOO_LARGE_MESSAGE,
  ZCustomTabBody,
  ZCustomTabParams,
  ZCustomTabs,
  ZRegion,
  ZShellCustomTabs,
  ZWorkspaceParams,
} from '@agent-platform/core';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantedClient, grantedWorkspace } from '../../platform/auth/route-access.js';
import { readUploadedFile } from '../../platform/http/uploaded-file.js';
import { addCustomTab } from './add-custom-tab.js';
import { editCustomTab } from './edit-custom-tab.js';
import { getCustomTabs } from './get-custom-tabs.js';
import { listClientCustomTabs } from './list-client-custom-tabs.js';
import { removeCustomTab } from './remove-custom-tab.js';
import { removeCustomTabIcon } from './remove-custom-tab-icon.js';
import { renderCustomTabPage } from './render-custom-tab-page.js';
import { setCustomTabIcon } from './set-custom-tab-icon.js';

const tags = ['custom tabs'];
const path = '/workspaces/:uid/agency/custom-tabs';
const access = { workspace: 'uid', permission: 'agency.manage' } as const;

/**
 * The agency's custom tabs (spec 001 §3, §5). Each tab has its own calls rather than riding on the
 * agency save: the server gives each tab its id (its page's address), and two owners editing two
 * tabs at once do not overwrite each other's whole list. Every call answers the list as saved.
 */
export const customTabRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: CUSTOM_TAB_ICON_MAX_BYTES, files: 1, fields: 2 } });
  const tabOrigin = app.config.customTabOrigin;

  app.get(
    path,
    {
      config: { access },
      schema: {
        tags,
        description: "The agency's custom tabs and the origin their HTML pages are served from.",
        params: ZWorkspaceParams,
        response: { 200: ZCustomTabs },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return getCustomTabs(app.regions.db(granted.region), granted.uid, tabOrigin);
    },
  );

  app.post(
    path,
    {
      config: { access },
      schema: {
        tags,
        description: 'Adds a custom tab.',
        params: ZWorkspaceParams,
        body: ZCustomTabBody,
        response: { 200: ZCustomTabs },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return addCustomTab(app.regions.db(granted.region), granted, tabOrigin, request.body);
    },
  );

  app.put(
    `${path}/:tabId`,
    {
      config: { access },
      schema: {
        tags,
        description: "Replaces a custom tab's fields.",
        params: ZCustomTabParams,
        body: ZCustomTabBody,
        response: { 200: ZCustomTabs },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return editCustomTab(app.regions.db(granted.region), granted, tabOrigin, request.params.tabId, request.body);
    },
  );

  app.delete(
    `${path}/:tabId`,
    {
      config: { access },
      schema: {
        tags,
        description: 'Deletes a custom tab and its icon.',
        params: ZCustomTabParams,
        response: { 200: ZCustomTabs },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return removeCustomTab(app.regions.db(granted.region), granted, tabOrigin, request.params.tabId);
    },
  );

  app.post(
    `${path}/:tabId/icon`,
    {
      config: { access },
      schema: {
        tags,
        description: "The tab's icon, a picture of at most 1 MB, as multipart/form-data; kept as a PNG.",
        params: ZCustomTabParams,
        response: { 200: ZCustomTabs },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      const file = await readUploadedFile(request, CUSTOM_TAB_ICON_TOO_LARGE_MESSAGE);
      return setCustomTabIcon(app.regions.db(granted.region), granted, tabOrigin, request.params.tabId, file);
    },
  );

  app.delete(
    `${path}/:tabId/icon`,
    {
      config: { access },
      schema: {
        tags,
        description: "Removes the tab's icon.",
        params: ZCustomTabParams,
        response: { 200: ZCustomTabs },
      },
    },
    async (request) => {
      const granted = grantedWorkspace(request);
      return removeCustomTabIcon(app.regions.db(granted.region), granted, tabOrigin, request.params.tabId);
    },
  );
};

/** A signed-in client's custom tabs, for its sidebar (spec 002 §2.1, §6); registered under `/api/client`. */
export const clientCustomTabRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/custom-tabs',
    {
      config: { access: { client: true } },
      schema: {
        tags,
        description:
          "The custom tabs of the client's agency it may open: those always visible and those its access gives it.",
        response: { 200: ZShellCustomTabs },
      },
    },
    async (request) => {
      const access = grantedClient(request);
      return listClientCustomTabs(app.regions.db(access.region), access, app.config.customTabOrigin);
    },
  );
};

const ZTabPageParams = z.object({
  region: ZRegion,
  uid: ZWorkspaceParams.shape.uid,
  tabId: ZCustomTabParams.shape.tabId,
});

/**
 * An HTML tab's page, answered only on the tab origin (registerTabOriginGate) and sent with a
 * sandbox CSP (security-headers), so it runs sandboxed even when opened by itself.
 */
export const customTabPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/custom-tabs/:region/:uid/:tabId',
    {
      config: {
        access: {
          public:
            "an agency's custom tab page, shown to its clients: addressed by an unguessable tab id, served only on the sandboxed tab origin",
        },
      },
      schema: { tags, hide: true, params: ZTabPageParams },
    },
    async (request, reply) => {
      const { region, uid, tabId } = request.params;
      const html = await renderCustomTabPage(app.regions.db(region), uid, tabId);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
};
