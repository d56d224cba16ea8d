import { round, seededRandom } from '@docs/demo-data';

export type TicketPriority = 'Low' | 'Normal' | 'High' | 'Urgent';

/** A closed support ticket of a SaaS company. */
export interface SupportTicket {
  id: string;
  team: 'Billing' | 'Technical' | 'Accounts';
  priority: TicketPriority;
  channel: 'Email' | 'Chat' | 'Phone';
  /** Hours from opening to resolution. */
  resolutionHours: number;
  /** Customer rating from 1 to 5. */
  satisfaction: number;
}

const TEAMS: SupportTicket['team'][] = ['Billing', 'Technical', 'Technical', 'Accounts'];
const PRIORITIES: Array<[TicketPriority, number]> = [
  ['Low', 40],
  ['Normal', 20],
  ['Normal', 20],
  ['High', 8],
  ['Urgent', 3],
];
const CHANNELS: SupportTicket['channel'][] = ['Email', 'Email', 'Chat', 'Phone'];

const random = seededRandom(4419);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** 150 tickets; the more urgent, the faster they are solved, with a long tail. */
export const supportTickets: SupportTicket[] = Array.from({ length: 150 }, (_, index) => {
  const [priority, typicalHours] = pick(PRIORITIES);
  const team = pick(TEAMS);
  const resolutionHours = round(typicalHours * (0.3 + random() ** 2 * 2.5), 1);
  const satisfaction = Math.max(1, Math.min(5, Math.round(5.2 - resolutionHours / typicalHours - random())));
  return {
    id: `T-${3100 + index}`,
    team,
    priority,
    channel: pick(CHANNELS),
    resolutionHours,
    satisfaction,
  };
});
