// The reminders module has no route: its timer (timer.ts) starts with the app's routes and stops
// when the app closes (issue 47, decision 064).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { ReminderTimer } from './timer';

export function registerReminders(app: FastifyInstance, deps: AppDeps): void {
  const timer = new ReminderTimer(deps, app.log);
  app.addHook('onClose', () => timer.stop());
}
