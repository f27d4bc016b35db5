import { z } from 'zod';

/** The one error body every API answer uses. */
export const ZErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;
