import {
  META_PAGE_CONNECTED,
  META_PAGE_MESSAGE_LIMIT,
  META_PAGE_REMOVE_FAILED,
  META_PAGE_REMOVED,
  META_PAGES_MODAL_TITLE,
  type MetaPage,
  type MetaPageChoice,
  metaTokenExchangeFailed,
  type Region,
} from '@agent-platform/core';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBrandInstagram, IconBrandMessenger, IconBrandMeta } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { SectionLoadError } from '../../ui/section-load-error';
import { notify } from '../agent-shell/notify';
import { continueWithMeta } from './meta-pages/meta-sign-in';
import {
  useAgentMetaPages,
  useConnectMetaPage,
  useExchangeMetaToken,
  useMetaPageChoices,
  useRemoveMetaPage,
} from './meta-pages/use-meta-pages';

/**
 * 'Connect your agent to Instagram/FB Messenger Page' (spec 000 §2): 1. a page linked to
 * Instagram, 2. 'Continue With Meta' and the page grid, 3. a test message. Agency users see
 * neither the detailed documentation nor the message-length notice (spec 000 §6).
 */
export function MetaPagesModal({
  region,
  agentId,
  opened,
  onClose,
  agencyUser,
}: {
  region: Region;
  agentId: string;
  opened: boolean;
  onClose: () => void;
  /** The signed-in user is an agency's: the detailed documentation and the length notice are left out. */
  agencyUser: boolean;
}) {
  const choices = useMetaPageChoices(region, agentId, opened);
  const connectedPages = useAgentMetaPages(region, agentId);
  const exchange = useExchangeMetaToken(region);
  const connect = useConnectMetaPage(region, agentId);
  const [justConnected, setJustConnected] = useState<MetaPage | null>(null);
  const [signInProblem, setSignInProblem] = useState<string | null>(null);

  const signIn = async (appId: string) => {
    setSignInProblem(null);
    let token: string;
    try {
      token = await continueWithMeta(appId);
    } catch (error) {
      const message = metaTokenExchangeFailed(error instanceof Error ? error.message : 'Failed to exchange Meta token');
      setSignInProblem(message);
      return notify('red', message);
    }
    exchange.mutate(token, {
      onError: (error) => {
        setSignInProblem(errorMessage(error));
        notify('red', errorMessage(error));
      },
    });
  };

  const pick = (page: MetaPageChoice) =>
    connect.mutate(page.pageId, {
      onSuccess: (connected) => {
        notify('green', META_PAGE_CONNECTED);
        setJustConnected(connected);
      },
      onError: (error) => notify('red', errorMessage(error)),
    });

  const appId = choices.data?.appId ?? null;
  return (
    <Modal opened={opened} onClose={onClose} title={META_PAGES_MODAL_TITLE} size="xl">
      <Stack gap="lg">
        <Step number={1} title="Create a page linked to Instagram">
          {agencyUser ? (
            <Text size="sm">
              You need a Facebook page; link an Instagram professional account to it to answer there too.
            </Text>
          ) : (
            <List size="sm" spacing={4}>
              <List.Item>
                The agent answers the messages of a Facebook page you manage. If you have none, create one on{' '}
                <Anchor href="https://www.facebook.com/pages/create" target="_blank" rel="noopener noreferrer">
                  Facebook
                </Anchor>
                .
              </List.Item>
              <List.Item>
                For Instagram, switch the Instagram account to a professional (business or creator) account, link it to
                the page in the page's settings, and allow access to messages in Instagram's privacy settings (
                <Anchor href="https://help.instagram.com/399237934150902" target="_blank" rel="noopener noreferrer">
                  Meta's guide
                </Anchor>
                ).
              </List.Item>
              <List.Item>
                When Meta asks, allow every page you want to connect, and its Instagram account, and all the permissions
                asked: the agent needs them to read and answer messages.
              </List.Item>
            </List>
          )}
        </Step>

        <Step number={2} title="Continue With Meta, then pick a page">
          {choices.isError ? (
            <SectionLoadError
              title="Could not load your pages"
              error={choices.error}
              onRetry={() => choices.refetch()}
            />
          ) : choices.isPending ? (
            <Loader size="sm" aria-label="Loading your pages" />
          ) : (
            <Stack gap="sm">
              <Group>
                <Button
                  leftSection={<IconBrandMeta size={18} />}
                  onClick={() => appId && void signIn(appId)}
                  disabled={!appId}
                  loading={exchange.isPending}
                  variant={choices.data.signedIn ? 'default' : 'filled'}
                >
                  Continue With Meta
                </Button>
                {!appId && (
                  <Text size="sm" c="dimmed">
                    Meta sign-in is not set up on this server.
                  </Text>
                )}
              </Group>
              {signInProblem && (
                <Text size="sm" c="red" role="alert">
                  {signInProblem}
                </Text>
              )}
              {choices.data.signedIn && (
                <PageGrid
                  pages={choices.data.pages}
                  onPick={pick}
                  pending={connect.isPending ? connect.variables : null}
                />
              )}
            </Stack>
          )}
        </Step>

        <Step number={3} title="Test by sending a message">
          {justConnected ? (
            <Alert color="green" title={`${justConnected.pageName} is connected to an AI agent`}>
              Send a test message to the page on Messenger
              {justConnected.igPageName ? ` or to @${justConnected.igPageName} on Instagram` : ''}: the agent answers
              it, and the conversation shows in Chats.
            </Alert>
          ) : (
            <Text size="sm">
              Once a page is connected, send it a message from another account: the agent answers it.
            </Text>
          )}
          {!agencyUser && (
            <Text size="sm" c="dimmed" mt="xs">
              Instagram and Messenger take at most {META_PAGE_MESSAGE_LIMIT} characters per message: longer replies are
              split into several messages automatically.
            </Text>
          )}
        </Step>

        <ConnectedPages region={region} pages={connectedPages.data?.pages ?? []} />
      </Stack>
    </Modal>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={`Step ${number}`}>
      <Group gap="xs">
        <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
          <Text size="xs" fw={700}>
            {number}
          </Text>
        </ThemeIcon>
        <Title order={3} size="h5">
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  );
}

/** The grid of the user's pages (spec 000 §2): page name, page id, connected Instagram page, Continue. */
function PageGrid({
  pages,
  onPick,
  pending,
}: {
  pages: MetaPageChoice[];
  onPick: (page: MetaPageChoice) => void;
  pending: string | null | undefined;
}) {
  if (pages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Meta gave access to no page. Continue With Meta again and allow the pages you want to connect.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {pages.map((page) => (
        <Card key={page.pageId} withBorder padding="sm" component="article" aria-label={page.pageName}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap={6} wrap="nowrap">
                <IconBrandMessenger size={18} aria-hidden />
                <Text fw={600} truncate>
                  {page.pageName}
                </Text>
              </Group>
              {page.connectedHere ? (
                <Badge color="green">Connected</Badge>
              ) : (
                page.connectedToAgent && <Badge color="yellow">On another agent</Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              Page ID: {page.pageId}
            </Text>
            <Group gap={6}>
              <IconBrandInstagram size={16} aria-hidden />
              <Text size="sm">{page.igPageName ? `@${page.igPageName}` : 'No Instagram page connected'}</Text>
            </Group>
            <Button
              mt="xs"
              size="xs"
              variant={page.connectedHere ? 'default' : 'filled'}
              loading={pending === page.pageId}
              disabled={page.connectedHere}
              onClick={() => onPick(page)}
            >
              Continue
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The pages connected to this agent, each with Remove (removeMetaPage). */
function ConnectedPages({ region, pages }: { region: Region; pages: MetaPage[] }) {
  const remove = useRemoveMetaPage(region);
  if (pages.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Connected pages">
      <Title order={3} size="h5">
        Connected pages
      </Title>
      {pages.map((page) => (
        <Group key={page.pageId} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {page.pageName}
            {page.igPageName ? ` · @${page.igPageName}` : ''}
          </Text>
          <Button
            size="xs"
            variant="default"
            color="red"
            loading={remove.isPending && remove.variables?.pageId === page.pageId}
            onClick={() =>
              remove.mutate(
                { agentId: page.agentId, pageId: page.pageId },
                {
                  onSuccess: () => notify('green', META_PAGE_REMOVED),
                  onError: () => notify('red', META_PAGE_REMOVE_FAILED),
                },
              )
            }
          >
            Remove
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
