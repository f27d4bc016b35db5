// The audit log's front door: the operations that record, for the features whose actions it lists.
export { accountAuditBy, auditActorOf, auditBy, type RequestOrigin, requestOrigin } from './audit-by.js';
export { recordAccountAudit } from './record-account-audit.js';
export { type AuditBy, type AuditOrigin, type AuditRecord, recordAudit, SYSTEM } from './record-audit.js';
