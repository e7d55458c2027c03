import { LIMITS } from '@common/constants';

// The API Keys page's texts (spec 2.12, 5 API key, 8 API keys), shared by the page and e2e/api-keys.spec.ts.
export const API_KEYS_TEXT = {
  pageTitle: 'API Keys',
  topBarLabel: 'Super Admin',
  // Not in the spec: one line under the heading saying what the page is for.
  pageDescription: 'Keys let your league website check league addresses and create leagues without signing in.',

  // Not in the spec: the generate form.
  generateHeading: 'Generate a key',
  generateDescription: 'Name each key after the site that will use it, so you know which one to revoke later.',
  nameLabel: 'Key name',
  namePlaceholder: 'e.g. League website (WordPress)',
  nameHint: `Up to ${LIMITS.name.max} characters. Every key can read (check addresses) and write (create leagues).`,
  generate: 'Generate Key',
  generating: 'Generating...',
  // Spec 5: a non-blank name is required to generate.
  blankNameTitle: 'Error',
  blankNameBody: 'Please enter a name for the API key',

  // Not in the spec: the one-time key banner.
  bannerHeading: 'Save your new key now',
  bannerBody: (name: string) => `This is the only time the key "${name}" is shown. Copy it into your site's settings before you leave this page.`,
  keyLabel: 'New API key',
  show: 'Show',
  hide: 'Hide',
  showKey: 'Show the key',
  hideKey: 'Hide the key',
  copy: 'Copy',
  dismiss: 'Dismiss',
  dismissHint: 'Once dismissed, the key cannot be shown again.',

  // Not in the spec: the list of keys.
  listHeading: (count: number) => `Issued keys (${count})`,
  listSummary: (active: number, revoked: number) => `${active} active, ${revoked} revoked`,
  listEmpty: 'No API keys yet. Generate one to connect your website.',
  listLoading: 'Loading API keys...',
  listFailed: 'Failed to fetch API keys',
  reloadHint: 'Please reload the page to try again.',
  active: 'Active',
  revoked: 'Revoked',
  fields: {
    keyId: 'Key ID',
    key: 'Key',
    permissions: 'Permissions',
    created: 'Created',
    lastUsed: 'Last used',
  },
  never: 'Never',
  // How a stored key is shown: only its last four characters are kept.
  maskedLastFour: (lastFour: string) => `••••${lastFour}`,
  permissionLabels: { read: 'read', write: 'write' },

  // Not in the spec: the revoke confirmation.
  revoke: 'Revoke',
  revoking: 'Revoking...',
  cancel: 'Cancel',
  revokeTitle: (name: string) => `Revoke "${name}"?`,
  revokeConfirm: 'Any site using this key is refused from its very next call. This cannot be undone.',

  // Spec 8 API keys: the toast titles, exactly; the lines under them are not in the spec.
  generatedTitle: 'API Key Generated',
  generatedBody: 'Save it now: it will not be shown again.',
  generationFailedTitle: 'Generation Failed',
  generationFailedFallback: 'The key could not be generated. Please try again.',
  revokedTitle: 'API Key Revoked',
  revokedBody: (name: string) => `"${name}" no longer opens the integration endpoints.`,
  revocationFailedTitle: 'Revocation Failed',
  revocationFailedFallback: 'The key could not be revoked. Please try again.',
  copiedTitle: 'Copied',
  copiedBody: 'The API key is on your clipboard.',
  copyFailedTitle: 'Copy Failed',
  copyFailedBody: 'The browser did not allow copying. The key is shown instead: select it and copy it by hand.',

  // Spec 2.12 / 7: the help card on the external content-site (WordPress) integration. Not in the
  // spec word for word; the endpoints and their behaviour match the README.
  helpHeading: 'Website integration (WordPress)',
  helpIntro:
    'Your league website, for example a WordPress site selling league sign-ups, uses a key to check whether a league address is free and to create a league with its first admin in one call.',
  authHeading: 'Authentication',
  authBody: 'Send the key in the Authorization header of every request. Keys open only the two endpoints below, never the rest of the app.',
  authHeader: 'Authorization: Bearer <your API key>',
  checkSlugHeading: 'Check a league address',
  checkSlugBody:
    'Is the address free? Capitals and spaces are normalised; reserved words and existing leagues are reported as taken, with a suggestion.',
  withAdminHeading: 'Create a league and its admin',
  withAdminBody:
    'Creates the league and its first admin together, or nothing. Optional league fields are those of the League form. Send an Idempotency-Key so a retried order creates one league.',
  needs: (permission: 'read' | 'write') => `needs ${permission}`,
  requestLabel: 'Request',
  responseLabel: 'Response',
  errorsHeading: 'Errors',
  errors: [
    { status: '400', meaning: 'a field is missing or invalid; the message names it' },
    { status: '401', meaning: 'the key is missing, malformed, unknown or revoked' },
    { status: '403', meaning: 'a read-only key on the create call' },
    { status: '409', meaning: 'the address or username is taken; nothing was created' },
    { status: '429', meaning: 'too many calls with this key; wait and retry' },
  ],
} as const;
