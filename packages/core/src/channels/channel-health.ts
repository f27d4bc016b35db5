/** The card's badge while a channel needs its owner to connect it again. */
export const RECONNECT_NEEDED = 'Reconnect needed';

/** Why a channel needs reconnecting, in the owner's words. */
export const RECONNECT_REASONS = {
  tokenExpired: 'The access token expired or was revoked. Connect the channel again.',
  telegramWebhookUnset:
    'The bot no longer delivers messages here (its webhook was removed or changed). Connect it again.',
  telegramWebhookFailing: (error: string) => `Telegram could not deliver messages here: ${error}. Connect it again.`,
  telegramTokenRefused: 'Telegram no longer accepts the bot token. Connect the bot again with a new token.',
} as const;
