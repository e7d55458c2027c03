import type { CrewPosition, CrewStatus } from '@common/crews/crew';

// Issue 48: the crew in the admin's Edit Game dialog.
export const CREW_ADMIN_TEXT = {
  tab: 'Crew',
  note: 'Each position of the division’s crew size (Game Rules). An offer waits for the official’s answer; the referee runs the console.',
  positions: { referee: 'Referee', second: 'Second official', line: 'Line judge' } satisfies Record<CrewPosition, string>,
  statuses: { offered: 'Offered', accepted: 'Accepted', declined: 'Declined', open: 'Open' } satisfies Record<CrewStatus, string>,
  nobody: 'Nobody',
  arrived: (time: string) => `Arrived ${time}`,
  offeredAt: (time: string) => `Offered ${time}`,
  answeredAt: (time: string) => `Answered ${time}`,
  reason: (reason: string) => `Reason: ${reason}`,
  noReason: 'No reason given',
  picker: (position: string) => `Choose the ${position.toLowerCase()}`,
  openChoice: 'Nobody (open position)',
  offer: 'Offer',
  openPosition: 'Open position',
  saving: 'Saving...',
  offered: (position: string) => `${position} offered`,
  opened: (position: string) => `${position} open`,
  saveFailed: 'Failed to change the crew',
  loading: 'Loading the crew...',
  fetchFailed: 'Failed to load the crew',
  reloadHint: 'Please try again.',
  retry: 'Try again',
} as const;
