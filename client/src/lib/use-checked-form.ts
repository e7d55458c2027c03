import { useState } from 'react';
import { showInvalid } from './form-errors';

// A form's own check of its values refusing them: each field's error, and the first in words for
// the toast.
type Refused = { ok: false; errors: object; first: string };

// A form checked on every change (the season builder, the rainout, the playoffs): its fields show
// their errors once a submit was tried, each one clearing as it is fixed. `whenValid` sends the
// request when the values pass; otherwise it shows the errors, toasts the first and calls onRefused.
export function useCheckedForm<Request, Failed extends Refused>(checked: { ok: true; request: Request } | Failed) {
  const [attempted, setAttempted] = useState(false);
  const errors: Partial<Failed['errors']> = attempted && !checked.ok ? checked.errors : {};
  function whenValid(send: (request: Request) => void, onRefused?: (refused: Failed) => void): void {
    if (checked.ok) return send(checked.request);
    setAttempted(true);
    onRefused?.(checked);
    showInvalid(checked.first);
  }
  return { errors, whenValid };
}
