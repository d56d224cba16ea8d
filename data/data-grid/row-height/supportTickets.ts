import { day } from '@docs/demo-data';

export interface SupportTicket {
  id: number;
  /** `HD-3107` */
  key: string;
  customer: string;
  priority: 'Low' | 'Normal' | 'High' | 'Urgent';
  openedOn: Date;
  /** What the customer wrote, from one line to a paragraph. */
  message: string;
}

type Row = [customer: string, priority: SupportTicket['priority'], opened: string, message: string];

const ROWS: Row[] = [
  ['Harbor Coffee Roasters', 'Normal', '2025-05-02', 'Please resend the April invoice.'],
  [
    'Nordlicht Outdoor',
    'High',
    '2025-05-02',
    'Two of the five espresso grinders in our last delivery arrived with cracked hoppers. The boxes looked fine from the outside, so the damage probably happened before packing. We need replacements before the weekend market.',
  ],
  ['Maple & Pine Studio', 'Low', '2025-05-03', 'Can we switch to paying by bank transfer?'],
  [
    'Casa Azul Ceramics',
    'Urgent',
    '2025-05-03',
    'Our shop page shows prices in dollars since this morning, although our account is set to pesos. Customers are abandoning their carts.',
  ],
  ['Kiwi Cycle Works', 'Normal', '2025-05-04', 'Tracking number missing on order SO-20512.'],
  [
    'Atelier Lumière',
    'Normal',
    '2025-05-05',
    'We would like to add a second delivery address for our new workshop in Lyon. Orders for the workshop should go there, everything else keeps going to Paris. Is this possible with one account, or do we need a second one?',
  ],
  ['Sakura Tea House', 'Low', '2025-05-05', 'Thank you for the quick help last week!'],
  [
    'Baltic Amber Goods',
    'High',
    '2025-05-06',
    'The pour-over kettles we received have a different lid from the ones in your catalogue photos.',
  ],
  [
    'Savanna Craft Co.',
    'Normal',
    '2025-05-07',
    'Customs held our last parcel for nine days because the commercial invoice was missing the HS codes. Could you add them to the paperwork from now on? The codes for the mugs and kettles are in the attached spreadsheet, and our broker is happy to confirm them with your shipping team if needed.',
  ],
  ['Fjord Knitwear', 'Low', '2025-05-08', 'Please update our VAT number.'],
  [
    'Harbor Coffee Roasters',
    'Urgent',
    '2025-05-08',
    'Payment failed twice at checkout with a card that works everywhere else.',
  ],
  [
    'Nordlicht Outdoor',
    'Normal',
    '2025-05-09',
    'Could you let us know when the travel tumblers are back in stock? We have eleven customers waiting for them.',
  ],
];

/** Twelve support tickets of a coffee-equipment shop, with messages of very different lengths. */
export const supportTickets: SupportTicket[] = ROWS.map(
  ([customer, priority, opened, message], index) => ({
    id: index + 1,
    key: `HD-${3100 + index * 3}`,
    customer,
    priority,
    openedOn: day(opened),
    message,
  }),
);
