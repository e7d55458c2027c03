import { DOUBLE_BOOKING_PREFIX } from '@common/schedule/booking';
import { errorStatus, serverMessage } from '@client/lib/api-errors';

// Issue 19: a create or edit refused as a double booking (409) names the other game; the dialog
// shows that sentence beside the field, where the admin changes the time or the field.
function doubleBookingOf(error: unknown): string | null {
  if (errorStatus(error) !== 409) return null;
  const message = serverMessage(error, '');
  return message.startsWith(DOUBLE_BOOKING_PREFIX) ? message : null;
}

export function DoubleBookingNote({ error, id }: { error: unknown; id: string }) {
  const message = doubleBookingOf(error);
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs font-medium text-destructive">
      {message}
    </p>
  );
}
