import type { Agency, AgencyUpdateBody, Region } from '@agent-platform/core';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';
import { useCheckedForm } from '../../lib/forms';
import { agencySaveFailure, useUpdateAgency } from './use-update-agency';

/**
 * A tab's form over some of the agency's fields, checked by the core contract. A save sends only
 * the fields edited since the last save (spec 001 §7: writes merge the edited fields).
 */
export function useAgencyForm<Values extends Record<string, unknown>>({
  region,
  workspaceUid,
  agency,
  valuesOf,
  schema,
  toBody,
}: {
  region: Region;
  workspaceUid: string;
  agency: Agency;
  valuesOf: (agency: Agency) => Values;
  schema: z.ZodType<unknown, Values>;
  /** The save's body from the edited values (and all of them, for fields saved together). */
  toBody: (edited: Partial<Values>, values: Values) => AgencyUpdateBody;
}) {
  const update = useUpdateAgency(region, workspaceUid);
  const form = useCheckedForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(agency),
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
  });
  const submit = form.onSubmit((values) => {
    const edited = Object.fromEntries(Object.entries(values).filter(([key]) => form.isDirty(key))) as Partial<Values>;
    update.mutate(toBody(edited, values), {
      // What was saved is the new start: the next save sends only what is edited after it.
      onSuccess: () => form.resetDirty(values),
      onError: (error) => form.setFieldError('call', agencySaveFailure(error, agency.createdAt !== null)),
    });
  });
  return { form, submit, saving: update.isPending };
}
