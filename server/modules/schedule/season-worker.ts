// The season generator's worker thread (season-generator.ts starts it; decision 041): each message
// is a season's input, each answer its plan, or the generator's error as text.
import { parentPort } from 'node:worker_threads';
import { buildSeason, type SeasonInput } from '../../../common/schedule/season';

parentPort!.on('message', (input: SeasonInput) => {
  try {
    parentPort!.postMessage({ plan: buildSeason(input) });
  } catch (err) {
    parentPort!.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
