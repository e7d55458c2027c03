// Fan dashboard API (spec 2.11). Parse -> authorize (a fan of the slug's league) -> call -> answer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACHIEVEMENTS, levelFor, rankByPoints } from '../../../common/fans/scoring';
import { predictionBody, profileBody, type AchievementDto, type LeaderboardEntryDto } from '../../../common/schemas/fans';
import type { AppDeps } from '../../deps';
import { slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { fanActor, fanOf, type Fan } from './fan';
import { editProfile } from './edit-profile';
import { recentPredictions } from './list-predictions';
import { predict } from './make-prediction';
import { presentProfile } from './present-profile';
import { leaderboardRows, unlockedAchievements } from './store';

export function registerFanRoutes(app: FastifyInstance, deps: AppDeps): void {
  // the actor is checked before the slug is read
  const fan = async (request: FastifyRequest): Promise<Fan> => {
    const user = fanActor(request.user);
    return fanOf(deps, user, slugParam(request));
  };

  app.get('/api/leagues/:slug/fan/profile', async (request) => presentProfile(deps, (await fan(request)).profile));

  app.patch('/api/leagues/:slug/fan/profile', async (request) => {
    const me = await fan(request);
    return editProfile(deps, me, parseInput(profileBody, request.body));
  });

  app.get('/api/leagues/:slug/fan/predictions', async (request) => recentPredictions(deps, await fan(request)));

  app.post('/api/leagues/:slug/fan/predictions', async (request, reply) => {
    const me = await fan(request);
    return reply.code(201).send(await predict(deps, me, parseInput(predictionBody, request.body)));
  });

  app.get('/api/leagues/:slug/fan/leaderboard', async (request): Promise<LeaderboardEntryDto[]> => {
    const { league } = await fan(request);
    return rankByPoints(await leaderboardRows(deps.db, league.id)).map((row) => ({ ...row, level: levelFor(row.totalPoints) }));
  });

  app.get('/api/leagues/:slug/fan/achievements', async (request): Promise<AchievementDto[]> => {
    const { profile } = await fan(request);
    const unlocked = new Map((await unlockedAchievements(deps.db, profile.id)).map((a) => [a.achievementKey, a.unlockedAt]));
    return ACHIEVEMENTS.map((a) => ({ id: a.key, title: a.title, description: a.description, points: a.points, unlockedAt: unlocked.get(a.key)?.toISOString() ?? null }));
  });
}
