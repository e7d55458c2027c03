import { readableCalendarDate } from '../../../common/schedule/dates';

export const SEASON_TEXT = {
  notFound: 'Season not found',
  datesOrdered: 'The start date must be on or before the end date',
  overlaps: (other: { name: string; startDate: string; endDate: string }) =>
    `These dates overlap the season "${other.name}" (${readableCalendarDate(other.startDate)} to ${readableCalendarDate(other.endDate)}). Seasons of a league cannot share a day.`,
};
