import { useMutation } from '@tanstack/react-query';
import { API_PATHS, messageResponseSchema, type ContactMessageFields } from '@pilewise/contracts';
import { api } from '../../../lib/api-client';

export interface ContactMessage extends ContactMessageFields {
  file: File | null;
}

/** Spec §7 auth/send-message: multipart, the file only when there is one. */
export function sendMessage({ file, ...fields }: ContactMessage) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', file, file.name);
  return api.post(API_PATHS.auth.sendMessage, form, { schema: messageResponseSchema });
}

export const useSendMessage = () => useMutation({ mutationFn: sendMessage });
