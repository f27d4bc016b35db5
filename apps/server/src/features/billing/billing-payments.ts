import { randomBytes } from 'node:crypto';
import { REGIONS, type Region } from '@agent-platform/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Regions } from '../../platform/db/regions.js';
import type { WebhookInbox } from '../../platform/inbox/index.js';
import {
  createPaymentsProvider,
  type PaymentEvent,
  type PaymentsProvider,
  SandboxPaymentsProvider,
} from '../../providers/payments/index.js';
import { sandboxPrices } from './price-keys.js';

/** The inbox's name for the payment service's events, whichever service it is. */
export const PAYMENTS_INBOX_PROVIDER = 'payments';

/** The payment service of each region, and the inbox its events go through. */
export interface BillingPayments {
  readonly mode: PaymentsProvider['mode'];
  readonly publishableKey: string | null;
  provider(region: Region): PaymentsProvider;
  /** Test mode's provider of a region (its test clock and renewals); null with Stripe. */
  sandbox(region: Region): SandboxPaymentsProvider | null;
  /** Keeps a verified event in the region's inbox, to be processed once by its workers (start-billing-jobs.ts). */
  keepEvent(region: Region, event: PaymentEvent): Promise<void>;
  /**
   * An agency's connected account changed (its onboarding, whether it may take payments). Agency
   * billing listens (app.ts wires it), so billing need not know agencies' accounts.
   */
  accountUpdated(event: AccountUpdatedEvent): Promise<void>;
  onAccountUpdated(listener: (event: AccountUpdatedEvent) => Promise<void>): void;
  /**
   * Events of agencies' connected accounts (their client organisations' plans). Client billing
   * handles them (app.ts wires it), so billing need not know organisations; null until wired.
   */
  connectedAccountEvents(): ConnectedAccountEvents | null;
  onConnectedAccountEvents(handler: ConnectedAccountEvents): void;
}

export type AccountUpdatedEvent = Extract<PaymentEvent, { type: 'account.updated' }>;

/** An event about a customer (not an account's onboarding), on an agency's connected account. */
export type ConnectedAccountEvent = Exclude<PaymentEvent, { type: 'account.updated' }> & { account: string };

export interface ConnectedAccountEvents {
  /** The region of the agency whose account it is; undefined for an account that is none of ours. */
  regionOf(accountId: string): Promise<Region | undefined>;
  /** Handles a kept event once, from the inbox's workers. */
  process(region: Region, event: ConnectedAccountEvent): Promise<void>;
}

/**
 * Stripe when configured, else Test mode's sandbox in each region's database. Sandbox events come
 * back through `keepEvent`, the same way the webhook's do, so renewals and payments made in Test
 * mode are processed exactly as Stripe's.
 */
export function createBillingPayments(deps: {
  config: Pick<Config, 'providers'>;
  regions: Regions;
  inbox: WebhookInbox;
  log: FastifyBaseLogger;
}): BillingPayments {
  const { inbox } = deps;
  // One secret for both regions: the webhook route checks a delivery without knowing its region.
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const keepEvent = (region: Region, event: PaymentEvent) =>
    inbox.keep(region, { provider: PAYMENTS_INBOX_PROVIDER, eventId: event.id, rawBody: JSON.stringify(event) });
  const accountListeners: ((event: AccountUpdatedEvent) => Promise<void>)[] = [];
  let connectedAccountEvents: ConnectedAccountEvents | null = null;
  const accountUpdated = async (event: AccountUpdatedEvent) => {
    for (const listener of accountListeners) await listener(event);
  };
  const providers = Object.fromEntries(
    REGIONS.map((region) => {
      const provider: PaymentsProvider = createPaymentsProvider(deps.config, {
        db: deps.regions.db(region),
        prices: sandboxPrices(),
        log: deps.log,
        webhookSecret,
        region,
        deliverWebhook: async (delivery) => {
          const event = provider.parseWebhook(delivery.rawBody, delivery.headers);
          if (event?.type === 'account.updated') await accountUpdated(event);
          else if (event) await keepEvent(region, event);
        },
      });
      return [region, provider];
    }),
  ) as Record<Region, PaymentsProvider>;
  const first = providers.na;
  return {
    mode: first.mode,
    publishableKey: first.publishableKey,
    provider: (region) => providers[region],
    sandbox: (region) => {
      const provider = providers[region];
      return provider instanceof SandboxPaymentsProvider ? provider : null;
    },
    keepEvent,
    accountUpdated,
    onAccountUpdated: (listener) => {
      accountListeners.push(listener);
    },
    connectedAccountEvents: () => connectedAccountEvents,
    onConnectedAccountEvents: (handler) => {
      connectedAccountEvents = handler;
    },
  };
}
