// The conversation engine's front door: the public chat, the test panel, channels and phone calls
// open conversations and answer messages only through what is exported here.
export { answerMessage } from './answer-message.js';
export { createAnswerSlots, TOO_MANY_ANSWERS_MESSAGE } from './answer-slots.js';
export { CONVERSATION_ID_LENGTH, startConversation } from './start-conversation.js';
export type { EngineDeps } from './turn.js';
