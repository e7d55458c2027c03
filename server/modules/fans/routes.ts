import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACHIEVEMENTS, levelFor, rankByPoints } from '../../../common/fans/scoring';
import { predictionBody, profileBody, type AchievementDto, type FanProfileDto, type LeaderboardEntryDto, type PredictionDto } from '../../../common/schemas/fans';
import { can } from '../../../common/roles';
import { SERVER_TEXT } from '../../../common/texts';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { signedIn } from '../../auth/policy';
import type { Actor } from '../../auth/actor';
import { resolveLeague } from '../leagues/context';
import { assertLeagueWritable } from '../../auth/policy';
import type { League } from '../leagues/store';
import { teamInScope } from '../teams/store';
import { ensureProfile, gameOfLeague, leaderboardRows, predictionsOfFan, recomputeFan, unlockedAchievements, updateProfile, upsertPrediction, type FanProfile } from './store';

export const FAN_TEXT = {
  gameNotFound: 'Game not found in this league',
  gameStarted: 'Predictions are closed: this game has already started',
  winnerNotInGame: "The predicted winner must be one of the game's two teams",
  scoreDisagrees: 'The predicted score must have your winner ahead',
  teamNotFound: 'Team not found in this league',
} as const;

type FanContext = { user: Actor; league: League; profile: FanProfile };

// Fan features are per league: the signed-in user's profile in the league of the slug. Staff
// (admins, referees, super admins, pending accounts) are refused before anything is read or made,
// so opening the fan page never gives them a profile or a place on the leaderboard (spec 6).
async function fanContext(deps: AppDeps, request: FastifyRequest): Promise<FanContext> {
  const user = signedIn(request.user);
  if (!can(user.role, 'use:fan-features')) throw forbidden(SERVER_TEXT.fansOnly(user.role));
  const league = await resolveLeague(deps, request.user, slugParam(request));
  const profile = await ensureProfile(deps.db, league.id, user.id, user.firstName?.trim() || user.username);
  return { user, league, profile };
}

async function presentProfile(deps: AppDeps, profile: FanProfile): Promise<FanProfileDto> {
  const board = rankByPoints(await leaderboardRows(deps.db, profile.leagueId));
  const me = board.find((row) => row.fanProfileId === profile.id);
  const favorite = profile.favoriteTeamId ? await teamInScope(deps.db, { kind: 'league', leagueId: profile.leagueId }, profile.favoriteTeamId) : null;
  return {
    id: profile.id,
    displayName: profile.displayName,
    profileImageUrl: profile.profileImageUrl,
    level: levelFor(profile.totalPoints),
    totalPoints: profile.totalPoints,
    favoriteTeamId: favorite?.id ?? null,
    favoriteTeam: favorite ? { name: favorite.name } : null,
    notificationPreferences: profile.notificationPreferences,
    rank: me?.rank ?? null,
    predictionsMade: me?.predictionsMade ?? 0,
    achievementsUnlocked: (await unlockedAchievements(deps.db, profile.id)).length,
  };
}

export function registerFanRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/leagues/:slug/fan/profile', async (request) => {
    const { profile } = await fanContext(deps, request);
    return presentProfile(deps, profile);
  });

  app.patch('/api/leagues/:slug/fan/profile', async (request) => {
    const { league, profile } = await fanContext(deps, request);
    const body = parseInput(profileBody, request.body);
    assertLeagueWritable(league);
    if (body.favoriteTeamId && !(await teamInScope(deps.db, { kind: 'league', leagueId: league.id }, body.favoriteTeamId))) throw badRequest(FAN_TEXT.teamNotFound);
    await updateProfile(deps.db, profile, {
      displayName: body.displayName,
      favoriteTeamId: body.favoriteTeamId,
      notificationPreferences: body.notificationPreferences ? { ...profile.notificationPreferences, ...body.notificationPreferences } : undefined,
    });
    return presentProfile(deps, (await ensureProfile(deps.db, league.id, profile.userId, profile.displayName)));
  });

  app.get('/api/leagues/:slug/fan/predictions', async (request): Promise<PredictionDto[]> => {
    const { profile } = await fanContext(deps, request);
    const rows = await predictionsOfFan(deps.db, profile, 50);
    return rows.map((r) => ({
      id: r.id,
      gameId: r.gameId,
      predictedWinnerId: r.predictedWinnerId,
      predictedWinner: { name: r.winnerName },
      confidence: r.confidence,
      predictedScore: { home: r.predictedHome, away: r.predictedAway },
      isCorrect: r.isCorrect,
      points: r.points,
      game: { homeTeam: { name: r.homeName }, awayTeam: { name: r.awayName }, scheduledDate: r.scheduledDate.toISOString(), status: r.status, homeScore: r.homeScore, awayScore: r.awayScore },
    }));
  });

  // One prediction per fan and game, changeable until kickoff (docs/decisions: fan scoring).
  app.post('/api/leagues/:slug/fan/predictions', async (request, reply) => {
    const { league, profile } = await fanContext(deps, request);
    const body = parseInput(predictionBody, request.body);
    assertLeagueWritable(league);
    const game = await gameOfLeague(deps.db, league.id, body.gameId);
    if (!game) throw notFound(FAN_TEXT.gameNotFound);
    if (game.status !== 'scheduled' || game.scheduledDate <= deps.now()) throw conflict(FAN_TEXT.gameStarted);
    if (body.predictedWinnerId !== game.homeTeamId && body.predictedWinnerId !== game.awayTeamId) throw badRequest(FAN_TEXT.winnerNotInGame);
    const winnerIsHome = body.predictedWinnerId === game.homeTeamId;
    const { home, away } = body.predictedScore;
    if (winnerIsHome ? home <= away : away <= home) throw badRequest(FAN_TEXT.scoreDisagrees);
    const id = await deps.db.transaction(async (tx) => {
      const predictionId = await upsertPrediction(tx, { fanProfileId: profile.id, gameId: game.id, leagueId: league.id, predictedWinnerId: body.predictedWinnerId, confidence: body.confidence, predictedHomeScore: home, predictedAwayScore: away });
      await recomputeFan(tx, profile.id, deps.now());
      return predictionId;
    });
    return reply.code(201).send({ id, gameId: game.id, predictedWinnerId: body.predictedWinnerId, confidence: body.confidence, predictedScore: body.predictedScore, isCorrect: null, points: 0 });
  });

  app.get('/api/leagues/:slug/fan/leaderboard', async (request): Promise<LeaderboardEntryDto[]> => {
    const { league } = await fanContext(deps, request);
    return rankByPoints(await leaderboardRows(deps.db, league.id)).map((row) => ({ ...row, level: levelFor(row.totalPoints) }));
  });

  app.get('/api/leagues/:slug/fan/achievements', async (request): Promise<AchievementDto[]> => {
    const { profile } = await fanContext(deps, request);
    const unlocked = new Map((await unlockedAchievements(deps.db, profile.id)).map((a) => [a.achievementKey, a.unlockedAt]));
    return ACHIEVEMENTS.map((a) => ({ id: a.key, title: a.title, description: a.description, points: a.points, unlockedAt: unlocked.get(a.key)?.toISOString() ?? null }));
  });
}
