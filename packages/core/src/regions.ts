import { z } from 'zod';

export const REGIONS = ['na', 'eu'] as const;
export const ZRegion = z.enum(REGIONS);
export type Region = z.infer<typeof ZRegion>;
/** `na` is the default region and also holds the global tables (accounts, sessions). */
export const DEFAULT_REGION: Region = 'na';
