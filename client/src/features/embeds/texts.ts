import { EMBED_LIMITS, type EmbedTheme, type EmbedWidget } from '@common/embeds/embeds';

// The admin's "Get embed code" and the league's allowed sites (issue 50, decision 086): texts shared by
// the dialog, League Settings' field and e2e/embed-code.spec.ts. None is the spec's.
export const EMBEDS_TEXT = {
  button: 'Get embed code',
  title: 'Get embed code',
  description: "Show the league's live scores, standings, schedule or a bracket on your own website.",

  widget: 'What to show',
  widgets: { scoreboard: 'Scoreboard', standings: 'Standings', schedule: 'Schedule', bracket: 'Bracket' } satisfies Record<EmbedWidget, string>,
  division: 'Division',
  allDivisions: 'All divisions',
  team: 'Team',
  allTeams: 'All teams',
  teamHint: { scoreboard: 'Its games only.', schedule: 'Its games only.', standings: 'Its row stands out.', bracket: 'Its games stand out.' } satisfies Record<EmbedWidget, string>,
  bracket: 'Which bracket',
  noBrackets: 'This league has no bracket yet: start the playoffs on the standings page first.',
  loadingBrackets: 'Loading brackets...',
  bracketsFailed: 'Failed to fetch brackets',
  chooseBracket: 'Choose a bracket',
  theme: 'Colours',
  themes: { light: 'Light', dark: 'Dark' } satisfies Record<EmbedTheme, string>,
  limit: 'Rows',
  limitHint: {
    scoreboard: `${EMBED_LIMITS.limit.min} to ${EMBED_LIMITS.limit.max} games; blank shows ${EMBED_LIMITS.limit.default}`,
    schedule: `${EMBED_LIMITS.limit.min} to ${EMBED_LIMITS.limit.max} games; blank shows ${EMBED_LIMITS.limit.default}`,
    standings: `The top ${EMBED_LIMITS.limit.min} to ${EMBED_LIMITS.limit.max} of each table; blank shows every team`,
  } satisfies Record<Exclude<EmbedWidget, 'bracket'>, string>,

  previewHeading: 'Live preview',
  previewTitle: (widget: string) => `Preview of the ${widget.toLowerCase()} embed`,
  fixChoices: 'Fix the choices above to see the preview and get the code.',

  codeHeading: 'Embed code',
  codeLabel: 'Embed code to paste',
  howTo: 'Paste it into an HTML block of a page on your site: WordPress’s Custom HTML block, Squarespace’s Code block, Wix’s Embed HTML.',
  copy: 'Copy code',
  copiedTitle: 'Copied',
  copiedBody: 'The embed code is on your clipboard.',
  copyFailedTitle: 'Copy Failed',
  copyFailedBody: 'The browser did not allow copying. The code is selected: copy it by hand.',

  sitesHeading: 'Sites that may show it',
  anySite: 'Any https:// website.',
  onlySites: 'Only these websites:',
  changeSites: 'Change allowed sites',

  // League Settings' field
  sitesLegend: 'Embeds on your website',
  sitesLabel: 'Allowed sites',
  sitesHint: `One site per line, such as https://www.example.org (its address without a page). Blank: any https:// site may show the league's embeds. At most ${EMBED_LIMITS.origins.max}.`,
  lineError: (line: number, message: string) => `Line ${line}: ${message}`,
} as const;
