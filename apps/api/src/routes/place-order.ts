import { sql, type SQL } from 'drizzle-orm';
import { writeGate } from '../db/locks';

/** Name under which node-postgres prepares the checkout statement on each connection. */
export const PLACE_ORDER = 'place_order';

export interface OrderToPlace {
  userId: number;
  /** The token the order is made with; it must still exist when the statement runs. */
  tokenId: number;
  shippingAddress: string;
  /** The shop day, already checked against the shipping window. */
  shippingDate: string;
  paymentMethod: string;
  idempotencyKey: string | null;
  /** Ascending wine ids, so that the update meets the rows in one order whatever the cart's order. */
  ids: readonly number[];
  /** Bottles of each wine of `ids`, in the same order. */
  quantities: readonly number[];
}

/** What the statement answers: one row, whether the session was live, and the order made (none for a repeated key). */
export interface PlacedRow {
  live: boolean;
  order_id: number | null;
  created_at: string | Date | null;
  version: string | null;
  lines: { id: number; name: string; img: string; unit_price: number; stock: number }[] | null;
}

/**
 * The whole checkout in one statement, so one round trip, and the stock's row locks are held only while
 * it runs: the write gate; the order (a repeat of its key inserts nothing, and nothing else follows) and
 * its confirmation mail in the outbox; the wines' rows locked in id order; every line's stock, taken
 * only where enough remains; the lines and their sale movements. The update alone would lock its rows
 * in whatever order its plan meets them: on a small analysed table that is a hash join over a
 * sequential scan, in the heap's order, which every update reshuffles, so two orders of the same wines
 * deadlocked and one of them waited PostgreSQL's deadlock_timeout (1 s) before its retry. A line left
 * out raises (refuse_short_order), which undoes the whole statement; a placed order takes a catalogue
 * version. Its text is the same for every cart (the lines travel as arrays), so it is prepared once.
 * The checkout bench sends the very same statement without the server, as the limit it measures the
 * server against.
 */
export function placeOrder(order: OrderToPlace): SQL {
  const { userId, tokenId, shippingAddress, shippingDate, paymentMethod, idempotencyKey, ids, quantities } = order;
  return sql`with ${writeGate(tokenId, 'none', true)},
    created as (
      insert into orders (user_id, shipping_address, shipping_date, payment_method, status, idempotency_key)
      select ${userId}::integer, ${shippingAddress}::text, ${shippingDate}::date, ${paymentMethod}::text, 'paid', ${idempotencyKey}::text
      from gate where live
      on conflict (user_id, idempotency_key) do nothing
      returning id, created_at
    ),
    mailed as (
      insert into outbox (recipient, locale, mail)
      select u.email, u.locale, jsonb_build_object('kind', 'orderConfirmation', 'firstname', u.firstname, 'orderId', created.id)
      from created join users u on u.id = ${userId}::integer
    ),
    wanted as (
      select id, qty, (position - 1)::integer as position
      from unnest(${sql.param(ids)}::integer[], ${sql.param(quantities)}::integer[]) with ordinality as line (id, qty, position)
    ),
    locked as materialized (
      select p.id from products p, wanted, created where p.id = wanted.id order by p.id for update of p
    ),
    sold as (
      update products p set stock = p.stock - wanted.qty
      from wanted, created, locked
      where p.id = wanted.id and locked.id = p.id and p.deleted_at is null and p.stock >= wanted.qty
      returning p.id, p.name, p.img, p.unit_price, p.stock, wanted.qty, wanted.position, created.id as order_id
    ),
    lines as (
      insert into order_lines (order_id, product_id, position, name, img, unit_price, qty)
      select order_id, id, position, name, img, unit_price, qty from sold
    ),
    moved as (
      insert into stock_movements (product_id, change, reason, order_id)
      select id, -qty, 'sale', order_id from sold
    ),
    outcome as materialized (
      select (select live from gate) as live, (select count(*) from sold) as sold, (select id from created) as order_id, (select created_at from created) as created_at
    )
    select live, order_id, created_at,
      case when order_id is not null then case when sold < ${ids.length}::integer then refuse_short_order() else nextval('catalogue_version') end end as version,
      (select json_agg(json_build_object('id', id, 'name', name, 'img', img, 'unit_price', unit_price, 'stock', stock)) from sold) as lines
    from outcome`;
}
