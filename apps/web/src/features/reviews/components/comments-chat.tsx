import { Button, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useAddComment } from '../api/review-mutations';
import { useComments } from '../api/review-queries';

// The project's Comments chat (workflow.md): everyone who may view the project reads and writes.
export function CommentsChat({ projectId, myId }: { projectId: string; myId: string }) {
  const { data, isError, error } = useComments(projectId);
  const add = useAddComment(projectId);
  const [body, setBody] = useState('');

  const send = () => {
    if (!body.trim()) return;
    add.mutate(body.trim(), { onSuccess: () => setBody('') });
  };

  return (
    <Stack gap={6}>
      {isError && (
        <Text size="xs" c="red.8">
          {errorMessage(error)}
        </Text>
      )}
      <ScrollArea.Autosize mah={260} type="auto">
        <Stack
          gap={6}
          component="ul"
          aria-label="Comments"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {data?.comments.length === 0 && (
            <Text size="sm" c="gray.7" component="li">
              No comments yet.
            </Text>
          )}
          {data?.comments.map((c) => (
            <Paper
              key={c._id}
              component="li"
              p={6}
              radius="sm"
              bg={c.authorId === myId ? 'blue.0' : 'gray.0'}
              aria-label={`Comment by ${c.authorName}`}
            >
              <Text size="xs" fw={600}>
                {c.authorName}{' '}
                <Text span size="xs" c="gray.7" fw={400}>
                  {formatDateTime(c.createdAt)}
                </Text>
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {c.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Textarea
        aria-label="New comment"
        placeholder="Write a comment"
        autosize
        minRows={2}
        maxLength={5000}
        size="xs"
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        error={add.isError ? errorMessage(add.error) : undefined}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
        }}
      />
      <Button size="xs" variant="light" onClick={send} loading={add.isPending} disabled={!body.trim()}>
        Add comment
      </Button>
    </Stack>
  );
}
