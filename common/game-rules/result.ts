// What an action answers: the new state and the events to record, or a refusal the server sends as is.
import type { GameEventDraft } from './action-types';
import type { GameState } from './state';

// laterEventId: an undo refused because that event came after the one named (issue 37)
export type ActionRefusal = { ok: false; status: 400 | 404 | 409; title?: string; message: string; laterEventId?: number };

export type ActionOutcome = { ok: true; state: GameState; events: GameEventDraft[] } | ActionRefusal;

export type ActionResult =
  | {
      ok: true;
      state: GameState;
      events: GameEventDraft[];
      // false when the stored state needs no write (also counts what settling changed)
      changed: boolean;
      // issue 46: the game ended by itself (the mercy rule's autoEnd), not by the action asked for
      autoEnded?: boolean;
    }
  | ActionRefusal;

export function done(state: GameState, events: GameEventDraft[] = []): ActionOutcome {
  return { ok: true, state, events };
}

export function badRequest(message: string): ActionRefusal {
  return { ok: false, status: 400, message };
}

export function conflict(message: string, title?: string): ActionRefusal {
  return title === undefined ? { ok: false, status: 409, message } : { ok: false, status: 409, title, message };
}

export function notFound(message: string): ActionRefusal {
  return { ok: false, status: 404, message };
}
