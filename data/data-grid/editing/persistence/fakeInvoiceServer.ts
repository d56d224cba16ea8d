import type { Invoice } from '@docs/demo-data';

let saves = 0;

/**
 * Stands in for an invoicing API: saves an invoice after a delay you can see, and refuses some
 * saves the way a real server would. Amounts above 20 000 € break the client's credit limit,
 * and every third save fails as if the connection dropped.
 */
export function saveInvoice(invoice: Invoice): Promise<Invoice> {
  saves += 1;
  const attempt = saves;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (invoice.amount > 20000) {
        reject(new Error(`${invoice.number} refused: above the client's 20 000 € credit limit.`));
      } else if (attempt % 3 === 0) {
        reject(new Error(`${invoice.number} not saved: the server did not answer.`));
      } else {
        resolve({ ...invoice });
      }
    }, 1500);
  });
}
