import { Alert, Button, FileInput, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  CONTACT_FILE_EXTENSIONS,
  CONTACT_FILE_MAX_BYTES,
  CONTACT_MESSAGE_TYPES,
  contactMessageFieldsSchema,
  type ContactMessageFields,
} from '@pilewise/contracts';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldError } from '../../../lib/field-errors';
import { schemaValidator } from '../../../lib/form';
import { useSendMessage, type ContactMessage } from '../api/send-message';

const MB = CONTACT_FILE_MAX_BYTES / 1024 / 1024;

/** The contact message form (spec §3): prefilled with the signed-in user's name and email. */
export function ContactForm({
  defaults,
  onSent,
}: {
  defaults: { username: string; useremail: string };
  onSent: (message: string) => void;
}) {
  const send = useSendMessage();
  // A refusal that names no field of the form (too many messages, a network failure).
  const [formError, setFormError] = useState<string | null>(null);
  const fieldsValidator = schemaValidator<ContactMessageFields>(contactMessageFieldsSchema);
  const form = useForm<ContactMessage>({
    mode: 'controlled',
    initialValues: { title: '', message: '', type: 'Question', file: null, ...defaults },
    validate: (values) => ({
      ...fieldsValidator(values),
      ...(values.file && values.file.size > CONTACT_FILE_MAX_BYTES ? { file: `At most ${MB} MB` } : {}),
    }),
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    send.mutate(values, {
      onSuccess: (res) => {
        form.reset();
        onSent(res.message);
      },
      onError: (err) => {
        if (!showServerFieldError(form, err)) setFormError(errorMessage(err));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput label="Your name" required {...form.getInputProps('username')} />
          <TextInput label="Your email" type="email" required {...form.getInputProps('useremail')} />
        </Group>
        <Select
          label="Type"
          required
          data={[...CONTACT_MESSAGE_TYPES]}
          allowDeselect={false}
          {...form.getInputProps('type')}
        />
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <Textarea label="Message" required rows={6} {...form.getInputProps('message')} />
        <FileInput
          label="File (optional)"
          description={`${CONTACT_FILE_EXTENSIONS.join(' ')}, at most ${MB} MB`}
          accept={CONTACT_FILE_EXTENSIONS.join(',')}
          clearable
          {...form.getInputProps('file')}
        />
        {formError && (
          <Alert color="red" title="Your message was not sent">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
