import { FAN } from '@common/constants';

// The Fan Dashboard's texts (spec 2.11, 8, 9), shared by the screen and e2e/fan.spec.ts.
// Texts marked 'ours' are not in the spec.
export const FAN_TEXT = {
  topBarLabel: 'Fan Dashboard',
  scoreboardLink: 'Scoreboard', // ours: back to the league's live scoreboard

  // spec 2.11, signed out
  joinTitle: 'Join the Fan Community',
  joinBody: (league: string) => `Sign in to ${league} to predict game results, earn points and climb the leaderboard.`, // ours
  signIn: 'Sign In',
  watchScoreboard: 'Watch the scoreboard', // ours

  // staff on the fan page (issue 14); the sentence itself is SERVER_TEXT.fansOnly, as the API answers
  fansOnlyTitle: 'Fan Dashboard', // ours
  openOwnDashboard: 'Open your dashboard', // ours

  // spec 2.11 header and spec 9 level math
  level: (level: number) => `Level ${level}`,
  points: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
  rank: (rank: number | null) => (rank === null ? 'Rank --' : `Rank #${rank}`),
  levelProgress: (current: number, nextLevel: number) => `${current}/${FAN.pointsPerLevel} to Level ${nextLevel}`,
  avatarLabel: (name: string) => `${name}'s avatar`, // ours

  tabs: {
    overview: 'Overview',
    predictions: 'Predictions',
    leaderboard: 'Leaderboard',
    achievements: 'Achievements',
    profile: 'Profile',
  },

  // spec 2.11 Overview
  tiles: {
    totalPoints: 'Total Points',
    predictionsMade: 'Predictions Made',
    leagueRank: 'League Rank',
    achievements: 'Achievements',
  },
  noRank: '--',
  achievementsOf: (total: number) => `of ${total}`, // ours
  upcomingHeading: 'Upcoming Games', // ours
  noUpcoming: 'No upcoming games to predict right now. Check back soon.', // ours
  makePrediction: 'Make Prediction',
  predicted: 'Predicted', // ours: badge on a game the fan already predicted
  recentAchievementsHeading: 'Recent Achievements', // ours
  noAchievements: 'No achievements yet. Make your first prediction to unlock Rookie Call.', // ours
  versus: 'vs',

  // spec 2.11 and 5 Predictions
  formHeading: 'Make a Prediction', // ours
  formDescription: 'Pick a winner and a final score before kickoff. You can change a prediction until the game starts.', // ours
  gameLabel: 'Game',
  chooseGame: 'Choose a game', // ours
  winnerLabel: 'Winner',
  home: 'Home', // ours
  away: 'Away', // ours
  confidenceLabel: 'Confidence',
  confidenceValue: (value: number) => `${value}%`,
  predictedScoreLabel: 'Predicted Score', // ours
  scoreLabel: (team: string) => `${team} score`, // ours
  scoreHint: 'Your winner must be ahead in the score.', // ours
  alreadyPredicted: 'You have predicted this game. Submitting again replaces your prediction.', // ours
  submitPrediction: 'Submit Prediction', // ours
  submitting: 'Submitting...', // ours
  chooseGameAndWinner: 'Choose a game and a winner', // ours, spec 5: both must be chosen
  submittedBody: (winner: string, home: number, away: number) => `${winner} to win, ${home}-${away}.`, // ours

  recentPredictionsHeading: 'Your Latest Predictions', // ours
  noPredictions: 'No predictions yet. Pick a game and a winner to make your first one.', // ours
  yourPick: (winner: string, home: number, away: number) => `Your pick: ${winner}, ${home}-${away}`, // ours
  confidenceShort: (value: number) => `${value}% confidence`, // ours
  finalScore: (home: number, away: number) => `Final ${home}-${away}`, // ours
  // spec 4: pending, correct, incorrect
  pending: 'Pending',
  correct: (points: number) => `Correct (+${points})`,
  incorrect: 'Incorrect',

  // Leaderboard
  leaderboardHeading: 'League Leaderboard', // ours
  leaderboardDescription: 'Fans ranked by total points. Updates every 30 seconds.', // ours
  columns: { rank: 'Rank', name: 'Fan', level: 'Level', points: 'Points' },
  you: 'You', // ours
  noFans: 'No fans on the leaderboard yet. Make a prediction to be the first.', // ours

  // Achievements
  achievementsHeading: 'Achievements', // ours
  achievementsDescription: (unlocked: number, total: number) => `${unlocked} of ${total} unlocked`, // ours
  locked: 'Locked', // ours
  unlockedOn: (date: string) => `Unlocked ${date}`, // ours
  achievementPoints: (points: number) => `+${points} pts`, // ours

  // spec 2.11 Profile
  profileHeading: 'Profile', // ours
  profileDescription: 'How you appear on the leaderboard, your team and what we tell you about.', // ours
  displayNameLabel: 'Display Name',
  favoriteTeamLabel: 'Favorite Team',
  noPreference: 'No preference',
  notificationsHeading: 'Notification Preferences',
  notifications: {
    gameReminders: { label: 'Game reminders', hint: 'Before the games you predicted kick off.' },
    scoreUpdates: { label: 'Score updates', hint: 'When a game you follow scores or ends.' },
    teamNews: { label: 'Team news', hint: 'News about your favorite team.' },
    email: { label: 'Email', hint: 'Send notifications by email.' },
    push: { label: 'Push notifications', hint: 'Send notifications to this device.' },
  }, // ours
  save: 'Save',
  saving: 'Saving...', // ours
  displayNameRequired: 'Display name cannot be blank', // ours

  // spec 8
  profileUpdated: 'Profile Updated',
  profileUpdatedBody: 'Your changes are saved.', // ours
  updateFailed: 'Update Failed',
  predictionSubmitted: 'Prediction Submitted',
  predictionFailed: 'Prediction Failed',
  fetchProfileFailed: 'Failed to fetch fan profile',
  fetchPredictionsFailed: 'Failed to fetch predictions',
  fetchLeaderboardFailed: 'Failed to fetch leaderboard',
  fetchAchievementsFailed: 'Failed to fetch achievements',
  fetchUpcomingFailed: 'Failed to fetch upcoming games',
  fetchTeamsFailed: 'Failed to fetch teams',
  loading: 'Loading your fan profile...', // ours
} as const;
