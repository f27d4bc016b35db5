import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgres } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

export default function setup(project: TestProject) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('initdb/pg_ctl not found: the PostgreSQL project should not have been configured');
  const server = startPostgres(bin);
  project.provide('postgresAdminUrl', server.url('postgres'));
  return () => server.stop();
}
