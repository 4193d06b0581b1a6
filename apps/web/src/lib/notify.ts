import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-client';

export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message });
}

export function notifyError(err: unknown, title?: string) {
  notifications.show({ color: 'red', title, message: errorMessage(err) });
}
