import { inventory } from '@docs/demo-data';

// SKUs of discontinued items: no longer in the list, but still reserved by the warehouse system.
const RETIRED = ['TOO-0999', 'GAR-0777', 'PAI-0500'];

/**
 * Stands in for the warehouse API: answers, after a short delay, whether a SKU can be given to
 * the item `id`, and why not when it cannot.
 */
export function checkSku(id: number, sku: string): Promise<string | null> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (!/^[A-Z]{3}-\d{4}$/.test(sku)) {
        resolve('Three letters, a dash and four digits, like TOO-1001');
      } else if (RETIRED.includes(sku)) {
        resolve(`${sku} belonged to a discontinued item`);
      } else if (inventory.some((item) => item.sku === sku && item.id !== id)) {
        resolve(`${sku} is already used by another item`);
      } else {
        resolve(null);
      }
    }, 600);
  });
}
