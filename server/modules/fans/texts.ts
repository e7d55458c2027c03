export const FAN_TEXT = {
  gameNotFound: 'Game not found in this league',
  gameStarted: 'Predictions are closed: this game has already started',
  winnerNotInGame: "The predicted winner must be one of the game's two teams",
  scoreDisagrees: 'The predicted score must have your winner ahead',
  teamNotFound: 'Team not found in this league',
} as const;
