// The chat feature's front door for other features: uploaded files are served from its route.
export { uploadedFilePath } from './upload-chat-file.js';
