import { agentImageSources, type ImageSources, isAllowedImage, type RichPart } from '@agent-platform/core';
import { Anchor, Button, Card, Group, Image, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useAgentShell } from './agent-shell-context';

/**
 * The rich elements of an answer (UI engine) as the test panel shows them. They arrive as data
 * and are drawn with our own components, never as HTML; links open in a new tab without
 * telling the page who sent the visitor. Pictures show only from the places the agent allows
 * (isAllowedImage), as in its chat; any other picture is a link to it.
 */
export function RichParts({ parts, onReply }: { parts: RichPart[]; onReply: (text: string) => void }) {
  const { server } = useAgentShell();
  const imageSources = useMemo<ImageSources>(
    () => ({ ownOrigins: [window.location.origin], ...agentImageSources(server) }),
    [server],
  );
  return (
    <Stack gap="xs" mt={6}>
      {parts.map((part, index) => (
        // Parts have no id of their own; an answer's parts never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <RichPartView key={index} part={part} imageSources={imageSources} onReply={onReply} />
      ))}
    </Stack>
  );
}

function RichPartView({
  part,
  imageSources,
  onReply,
}: {
  part: RichPart;
  imageSources: ImageSources;
  onReply: (text: string) => void;
}) {
  switch (part.type) {
    case 'buttons':
      return (
        <Group gap="xs">
          {part.buttons.map((button) => (
            <Button key={button.label} size="compact-sm" variant="light" onClick={() => onReply(button.label)}>
              {button.label}
            </Button>
          ))}
        </Group>
      );
    case 'carousel':
      return (
        <ScrollArea type="auto" offsetScrollbars>
          <Group gap="xs" wrap="nowrap">
            {part.items.map((item) => (
              <Card key={item.imageUrl} withBorder padding={4} w={140}>
                {isAllowedImage(item.imageUrl, imageSources) ? (
                  <Image
                    src={item.imageUrl}
                    alt={item.title ?? ''}
                    h={90}
                    fit="cover"
                    radius="sm"
                    referrerPolicy="no-referrer"
                  />
                ) : (
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    <ExternalLink href={item.imageUrl}>
                      {item.title ? `Picture: ${item.title}` : item.imageUrl}
                    </ExternalLink>
                  </Text>
                )}
                {item.title && (
                  <Text size="xs" mt={4} lineClamp={2}>
                    {item.url ? <ExternalLink href={item.url}>{item.title}</ExternalLink> : item.title}
                  </Text>
                )}
              </Card>
            ))}
          </Group>
        </ScrollArea>
      );
    case 'link-card':
      return (
        <Card withBorder padding="xs">
          <ExternalLink href={part.url}>{part.title}</ExternalLink>
          {part.description && (
            <Text size="xs" c="dimmed" lineClamp={3}>
              {part.description}
            </Text>
          )}
        </Card>
      );
    case 'video':
      return (
        <Card withBorder padding="xs">
          <Text size="xs">
            Video: <ExternalLink href={part.url}>{part.url}</ExternalLink>
          </Text>
        </Card>
      );
    case 'lead-form':
      return <LeadFormView part={part} onReply={onReply} />;
  }
}

const FIELD_LABELS = { name: 'Name', email: 'Email', phone: 'Phone' } as const;

/** The visitor's details go back as their next message, as the widget's form would send them. */
function LeadFormView({
  part,
  onReply,
}: {
  part: Extract<RichPart, { type: 'lead-form' }>;
  onReply: (text: string) => void;
}) {
  const form = useForm({ mode: 'controlled', initialValues: { name: '', email: '', phone: '' } });
  const submit = form.onSubmit((values) =>
    onReply(part.fields.map((field) => `${FIELD_LABELS[field]}: ${values[field]}`).join('\n')),
  );
  return (
    <Card withBorder padding="xs" component="form" onSubmit={submit}>
      <Stack gap={6}>
        {part.title && (
          <Text size="sm" fw={600}>
            {part.title}
          </Text>
        )}
        {part.fields.map((field) => (
          <TextInput
            key={field}
            size="xs"
            label={FIELD_LABELS[field]}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            {...form.getInputProps(field)}
          />
        ))}
        <Button type="submit" size="compact-sm">
          Send
        </Button>
      </Stack>
    </Card>
  );
}

function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow" size="sm">
      {children}
    </Anchor>
  );
}
