import type { FastifyPluginAsync } from 'fastify';
import { bearerToken } from '../../platform/auth/principals.js';
import { isBackupToken } from '../../platform/backup/instance-backup.js';
import { loadServerKey } from '../../platform/crypto.js';
import { AppError, notFound } from '../../platform/errors.js';
import { fromThisMachine } from '../../platform/http/from-this-machine.js';
import { takeBackup } from './take-backup.js';

/**
 * `npm run backup`'s way into a running server: PGlite keeps its data folder to one process, so
 * the copy is taken by the process that has it open. Registered under /api.
 */
export const backupRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/instance/backup',
    {
      config: {
        access: {
          public:
            "the instance's backup: only from this machine (loopback, no proxy), with a token derived from the server key",
        },
      },
      schema: {
        tags: ['operations'],
        description:
          'A consistent copy of the embedded databases and the server key, as one tar file. For `npm run backup`; PostgreSQL is backed up with pg_dump.',
        hide: true,
      },
    },
    async (request, reply) => {
      if (!fromThisMachine(request)) throw notFound();
      if (app.config.databases.embedded !== 'file') throw notFound('The databases are not in a data folder here.');
      const serverKey = loadServerKey(app.config);
      if (!isBackupToken(serverKey, bearerToken(request))) {
        throw new AppError('UNAUTHENTICATED', 'The backup token does not match this server key.');
      }
      const backup = await takeBackup(app.regions, serverKey);
      if (!backup) throw notFound('The databases are PostgreSQL servers: back them up with pg_dump.');
      return reply.type('application/x-tar').header('cache-control', 'no-store').send(backup);
    },
  );
};
