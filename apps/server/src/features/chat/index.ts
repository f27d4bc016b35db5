// What other features may use of this feature; everything else is its own.
export { chatFilePath } from './upload-chat-file.js';
