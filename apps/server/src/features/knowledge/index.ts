// What other features may use of this feature; everything else is its own.
export { addKnowledgeWebsite } from './add-knowledge-website.js';
export { knowledgeEmbedder } from './chunk-embeddings.js';
export { retrievalLimitsOf, retrieveKnowledge } from './retrieve-knowledge.js';
