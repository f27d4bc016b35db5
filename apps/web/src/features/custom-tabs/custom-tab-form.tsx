import {
  CUSTOM_TAB_EDITOR_HEIGHT,
  CUSTOM_TAB_HREF_TAKEN_MESSAGE,
  CUSTOM_TAB_ICON_MAX_BYTES,
  CUSTOM_TAB_ICON_TOO_LARGE_MESSAGE,
  type CustomTab,
  type CustomTabBody,
  type Region,
  tabHrefTaken,
  ZCustomTabBody,
} from '@agent-platform/core';
import {
  Button,
  FileButton,
  Group,
  Image,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useCheckedForm } from '../../lib/forms';
import { useRemoveCustomTabIcon } from './use-remove-custom-tab-icon';
import { useSaveCustomTab } from './use-save-custom-tab';
import { useUploadCustomTabIcon } from './use-upload-custom-tab-icon';

const EMPTY_TAB: CustomTabBody = {
  label: '',
  href: '/',
  pageType: 'html',
  htmlContent: '',
  jsContent: '',
  iframeUrl: '',
  alwaysVisible: false,
};
const checkTab = zod4Resolver(ZCustomTabBody, { errorPriority: 'first' });
const editorStyles = { input: { fontFamily: 'monospace', height: CUSTOM_TAB_EDITOR_HEIGHT } };

/**
 * Adds or edits one custom tab (spec 001 §3, §5), checked by the core contract and against the
 * other tabs' URLs before anything is sent. A new tab's icon is uploaded once the tab exists.
 */
export function CustomTabForm({
  region,
  workspaceUid,
  tabs,
  editing,
  onDone,
}: {
  region: Region;
  workspaceUid: string;
  tabs: readonly CustomTab[];
  /** The tab being edited; null: a new one. */
  editing: CustomTab | null;
  onDone: () => void;
}) {
  const save = useSaveCustomTab(region, workspaceUid);
  const uploadIcon = useUploadCustomTabIcon(region, workspaceUid);
  const removeIcon = useRemoveCustomTabIcon(region, workspaceUid);
  // The saved icon as the list now has it (it goes at once when removed).
  const savedIcon = editing ? tabs.find((tab) => tab.id === editing.id)?.iconUrl : null;
  const [icon, setIcon] = useState<File | null>(null);
  const form = useCheckedForm<CustomTabBody>({
    mode: 'controlled',
    initialValues: editing ? fieldsOf(editing) : EMPTY_TAB,
    validate: (values) => ({
      ...checkTab(values),
      ...(tabHrefTaken(tabs, values.href, editing?.id) ? { href: CUSTOM_TAB_HREF_TAKEN_MESSAGE } : {}),
    }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ tabId: editing?.id ?? null, body: ZCustomTabBody.parse(values) });
      // A new tab is the last of the list the server answers.
      const tabId = editing?.id ?? saved.tabs.at(-1)?.id;
      if (icon && tabId) await uploadIcon.mutateAsync({ tabId, file: icon });
      onDone();
    } catch (error) {
      const message = errorMessage(error);
      form.setFieldError(message === CUSTOM_TAB_HREF_TAKEN_MESSAGE ? 'href' : 'call', message);
    }
  });

  const pickIcon = (file: File | null) => {
    form.clearFieldError('icon');
    if (file && file.size > CUSTOM_TAB_ICON_MAX_BYTES) {
      form.setFieldError('icon', CUSTOM_TAB_ICON_TOO_LARGE_MESSAGE);
      setIcon(null);
      return;
    }
    setIcon(file);
  };

  const iconError = form.errors.icon;
  const callError = form.errors.call;
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit tab' : 'New tab'}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput label="Label" required {...form.getInputProps('label')} />
          <TextInput label="URL" required description="Such as /reports" {...form.getInputProps('href')} />
        </Group>
        <Group gap="sm" align="center">
          {savedIcon && !icon ? <Image src={savedIcon} w={24} h={24} alt="Tab icon" /> : null}
          <FileButton accept="image/*" onChange={pickIcon}>
            {(props) => (
              <Button variant="default" size="xs" {...props}>
                {icon ? icon.name : 'Choose icon (max 1 MB)'}
              </Button>
            )}
          </FileButton>
          {editing && savedIcon && !icon ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              loading={removeIcon.isPending}
              onClick={() =>
                removeIcon.mutate(editing.id, { onError: (error) => form.setFieldError('icon', errorMessage(error)) })
              }
            >
              Remove icon
            </Button>
          ) : null}
        </Group>
        {iconError ? (
          <Text c="red" size="xs" role="alert">
            {iconError}
          </Text>
        ) : null}
        <SegmentedControl
          aria-label="Page type"
          data={[
            { value: 'html', label: 'HTML' },
            { value: 'iframe', label: 'Iframe' },
          ]}
          {...form.getInputProps('pageType')}
        />
        {form.values.pageType === 'html' ? (
          <>
            <Textarea label="HTML" styles={editorStyles} {...form.getInputProps('htmlContent')} />
            <Textarea label="JS" styles={editorStyles} {...form.getInputProps('jsContent')} />
          </>
        ) : (
          <TextInput label="Iframe URL" placeholder="https://" {...form.getInputProps('iframeUrl')} />
        )}
        <Switch
          label="Always visible"
          description="Shown to every client, whatever pages they may see"
          {...form.getInputProps('alwaysVisible', { type: 'checkbox' })}
        />
        {callError ? (
          <Text c="red" size="sm" role="alert">
            {callError}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending || uploadIcon.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending || uploadIcon.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const fieldsOf = ({ id: _id, iconUrl: _iconUrl, ...fields }: CustomTab): CustomTabBody => fields;
