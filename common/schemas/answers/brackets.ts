// Playoff brackets as the public reads answer them (common/schemas/brackets.ts).
import { z } from 'zod';
import type { BracketListItemDto, BracketViewDto } from '../brackets';
import { answerOf, component } from './components';
import { publicGameAnswer } from './games';

const format = z.enum(['single', 'double']);

export const bracketListItemAnswer = component(
  'BracketListItem',
  "A playoff bracket of a league (divisionId null: the league's whole field)",
  answerOf<BracketListItemDto>()(z.strictObject({ id: z.number().int(), name: z.string(), format, divisionId: z.number().int().nullable() })),
);

export const bracketViewAnswer = component(
  'BracketView',
  "A bracket with each game as the public game (teams, score, clock) and its place: its key (W1-1, L2-1, 3P, GF...), round, the seeds, and the byes",
  answerOf<BracketViewDto>()(
    z.strictObject({
      bracket: z.strictObject({ id: z.number().int(), name: z.string(), format, divisionId: z.number().int().nullable(), seasonId: z.number().int().nullable() }),
      games: z.array(
        publicGameAnswer.extend({
          key: z.string(),
          round: z.number().int(),
          roundName: z.string(),
          homeSeed: z.number().int().nullable(),
          awaySeed: z.number().int().nullable(),
          fieldId: z.number().int().nullable(),
        }),
      ),
      byes: z.array(z.strictObject({ seed: z.number().int(), teamId: z.number().int() })),
    }),
  ),
);
