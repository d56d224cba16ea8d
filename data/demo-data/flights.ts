import { seededRandom } from './random';

export type FlightStatus =
  'Scheduled' | 'Boarding' | 'Departed' | 'Delayed' | 'Cancelled';

export interface Flight {
  id: number;
  /** `TP 1352` */
  flightNumber: string;
  airline: string;
  /** IATA airport codes. */
  from: string;
  to: string;
  /**
   * Instants, in UTC. Print them with `timeZone: 'UTC'` (or the airport's zone) so the server and
   * the reader's browser show the same time.
   */
  departure: Date;
  arrival: Date;
  gate: string;
  status: FlightStatus;
  /** Free seats left. */
  seatsLeft: number;
}

type Route = [
  airline: string,
  code: string,
  from: string,
  to: string,
  minutes: number,
];

const ROUTES: Route[] = [
  ['Atlantic Air', 'AT', 'LIS', 'JFK', 505],
  ['Atlantic Air', 'AT', 'LIS', 'LHR', 160],
  ['Nordic Wings', 'NW', 'OSL', 'CDG', 140],
  ['Nordic Wings', 'NW', 'ARN', 'BER', 100],
  ['Sunline', 'SL', 'MAD', 'FCO', 150],
  ['Sunline', 'SL', 'BCN', 'AMS', 135],
  ['Pacific Crest', 'PC', 'SFO', 'NRT', 660],
  ['Pacific Crest', 'PC', 'SEA', 'YVR', 60],
];

const STATUSES: FlightStatus[] = [
  'Scheduled',
  'Scheduled',
  'Scheduled',
  'Boarding',
  'Departed',
  'Delayed',
  'Cancelled',
];

const random = seededRandom(1352);
const dayStart = Date.UTC(2025, 5, 14, 6, 0);

/** 24 departures on 14 June 2025 from 06:00 UTC, every 35 minutes. */
export const flights: readonly Flight[] = Array.from({ length: 24 }, (_, index) => {
  const [airline, code, from, to, minutes] = ROUTES[index % ROUTES.length];
  const departure = new Date(dayStart + index * 35 * 60_000);
  return {
    id: index + 1,
    flightNumber: `${code} ${1000 + Math.floor(random() * 9000)}`,
    airline,
    from,
    to,
    departure,
    arrival: new Date(departure.getTime() + minutes * 60_000),
    gate: `${'ABCDE'[Math.floor(random() * 5)]}${1 + Math.floor(random() * 40)}`,
    status: STATUSES[Math.floor(random() * STATUSES.length)],
    seatsLeft: Math.floor(random() * 60),
  };
});
