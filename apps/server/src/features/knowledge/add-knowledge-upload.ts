import {
  KB_DOC_NAME_MAX_LENGTH,
  KB_UPLOAD_TYPES,
  KB_UPLOAD_UNSUPPORTED_MESSAGE,
  type KbDoc,
} from '@agent-platform/core';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { insertKnowledgeDoc } from './insert-knowledge-doc.js';

/** An uploaded file, kept so it can be re-indexed; its type is told by its extension. */
export function addKnowledgeUpload(
  regions: Regions,
  jobs: Jobs,
  access: AgentAccess,
  file: { filename: string; data: Buffer },
): Promise<KbDoc> {
  const extension = file.filename.split('.').at(-1)?.toLowerCase() ?? '';
  const type =
    file.filename.includes('.') && Object.hasOwn(KB_UPLOAD_TYPES, extension) ? KB_UPLOAD_TYPES[extension] : undefined;
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', KB_UPLOAD_UNSUPPORTED_MESSAGE);
  if (file.data.length === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.');
  return insertKnowledgeDoc(regions, jobs, access, {
    name: file.filename.slice(0, KB_DOC_NAME_MAX_LENGTH),
    sourceType: 'doc',
    format: type.format,
    source: file.data,
    tags: [],
    refreshRate: 'never',
  });
}
