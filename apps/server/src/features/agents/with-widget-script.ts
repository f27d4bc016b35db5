import type { FastifyRequest } from 'fastify';
import { resolveTenant, widgetScriptAddress } from '../../platform/tenancy/index.js';

/** An agent's answer with the address its embed code loads the widget from, on the request's host. */
export async function withWidgetScript<Answer extends object>(request: FastifyRequest, answer: Answer) {
  return { ...answer, widgetScriptUrl: widgetScriptAddress(await resolveTenant(request)) };
}
