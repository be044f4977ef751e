import { notifications } from '@mantine/notifications';

/** A call that failed, said as the server put it, in a red notice (menus and commands with no dialog of their own). */
export const showFailure = (error: Error) => notifications.show({ message: error.message, color: 'red' });
