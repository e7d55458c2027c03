// as: server/modules/fans/routes.ts
// expect: fans imports only modules on a floor below its own
// A route keeps the order too; schedule is on the floor of fans.
import { scheduleCsv } from '../schedule/export-csv';

export const csv = scheduleCsv;
