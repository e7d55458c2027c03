// The import's sentences (spec 2.10: the refusals of a file and of its rows).
export const IMPORT_TEXT = {
  notText: 'The file is not a CSV text file',
  noRows: 'The file has no schedule rows below its header',
  unreadable: (detail: string) => `The file could not be read as CSV: ${detail}`,
  tooManyRows: (rows: number, max: number) =>
    `The file has ${rows.toLocaleString('en-US')} schedule rows; one import takes at most ${max.toLocaleString('en-US')}. Split it into files of ${max.toLocaleString('en-US')} rows or fewer and import them one after another.`,
  undone: 'The import stopped on a database error and was undone: nothing in the league changed. Try the same file again.',
  // the reason a game's timeline gives for the import's change (issue 46), and for its undo
  timelineReason: (fileName: string | null) => `import of ${fileName ?? 'a schedule file'}`,
  undoReason: (fileName: string | null) => `undo of the failed import of ${fileName ?? 'a schedule file'}`,
  stoppedPartway: 'The import stopped on a database error after writing part of the file. Import the same file again: games already written are matched by their match ID, not doubled.',
} as const;
