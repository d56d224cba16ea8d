/**
 * Shared demo data: small, deterministic, typed rows our demos import as `@docs/demo-data`
 * (tsconfig `paths`), for scenarios `@mui/x-data-grid-generator` does not cover. Every value is
 * fixed or drawn from a seeded generator, so a demo renders the same on the server, in the
 * browser and in a sandbox, where this folder is copied beside the demo.
 */
export { employees, type Department, type Employee } from './employees';
export { orders, type Order, type OrderStatus } from './orders';
export {
  invoices,
  invoicesAsOf,
  type Invoice,
  type InvoiceStatus,
} from './invoices';
export { flights, type Flight, type FlightStatus } from './flights';
export { inventory, type InventoryCategory, type InventoryItem } from './inventory';
export { stockPrices, tickers, type StockPrice, type Ticker } from './stockPrices';
export { sensorReadings, type SensorReading } from './sensorReadings';
export { fileTree, type FileNode } from './fileTree';
export { addDays, day, round, seededRandom } from './random';
// The in-memory order API of the server-side data pages: one module for every page that talks to a
// "server", so each demo's files stay its own scenario.
export { RequestLog, type RequestLogProps } from './RequestLog';
export { NamedCircularProgress } from './NamedCircularProgress';
export {
  createOrderServer,
  describeRequest,
  OrderServerError,
  SERVER_AGGREGATIONS,
  useServerLog,
  type OrderAnswer,
  type OrderGroupRow,
  type OrderQuery,
  type OrderRow,
  type OrderServer,
  type OrderServerOptions,
  type OrderTreeRow,
  type SalesChannel,
  type ServerLogEntry,
} from './fakeOrderServer';
