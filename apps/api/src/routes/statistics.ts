import { addDays, daysInPeriod, FIRST_DAY, isIsoDay, MAX_STATISTICS_DAYS, SHOP_TIME_ZONE, shopToday, type OrderStatus } from '@cellar/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { Handlers } from '../http/contract';
import { fieldProblem, type HttpProblem, type ProblemCode, type ProblemParams } from '../http/problem';

/** The period the figures cover when none is asked for: the last 30 shop days, today included. */
const DEFAULT_DAYS = 30;

interface StatisticsQuery {
  from?: string;
  to?: string;
  top: number;
  lowStockBelow: number;
}

function refuse(field: string, code: ProblemCode, params: ProblemParams = {}): HttpProblem {
  return fieldProblem(400, field, 'invalid', code, params);
}

/**
 * Sales figures for a period of shop days (Montevideo's, as the shop's rules count them): an order
 * belongs to the day it was placed on there. Rejected orders count in `ordersByStatus` only.
 */
export function statisticsHandlers(db: Database): Handlers {
  return {
    async getStatistics(request) {
      const query = request.query as StatisticsQuery;
      for (const field of ['from', 'to'] as const) {
        const day = query[field];
        if (day !== undefined && !isIsoDay(day)) throw refuse(field, 'invalidDay', { field });
      }
      const to = query.to ?? shopToday();
      // The default period starts no earlier than the calendar's first day (yyyy-mm-dd days compare as strings).
      const start = addDays(to, 1 - DEFAULT_DAYS);
      const from = query.from ?? (start < FIRST_DAY ? FIRST_DAY : start);
      if (from > to) throw refuse('from', 'periodInverted');
      const length = daysInPeriod(from, to);
      if (length > MAX_STATISTICS_DAYS) throw refuse('from', 'periodTooLong', { limit: MAX_STATISTICS_DAYS });
      const days = Array.from({ length }, (_, index) => addDays(from, index));

      // The period's instants: from the start of `from` to the start of the day after `to`, in the shop's zone.
      const period = sql`o.created_at >= (${from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}
        and o.created_at < (${to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`;
      // A line's price times its bottles can pass an integer's 2,147,483,647 (10,000,000 UYU × 215): multiplied as bigints.
      const [perDay, topWines, lowStock, byStatus] = await Promise.all([
        rowsOf<{ day: string; orders: number; revenue: number; bottles: number }>(
          db,
          sql`select to_char(o.created_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') as day, count(distinct o.id)::integer as orders,
                coalesce(sum(l.unit_price::bigint * l.qty), 0)::bigint as revenue, coalesce(sum(l.qty), 0)::bigint as bottles
              from orders o join order_lines l on l.order_id = o.id
              where ${period} and o.status <> 'rejected'
              group by 1`,
        ),
        rowsOf<{ id: number; name: string; bottles: number; revenue: number }>(
          db,
          sql`select p.id, p.name, sum(l.qty)::bigint as bottles, sum(l.unit_price::bigint * l.qty)::bigint as revenue
              from orders o join order_lines l on l.order_id = o.id join products p on p.id = l.product_id
              where ${period} and o.status <> 'rejected'
              group by p.id, p.name order by bottles desc, revenue desc, p.id limit ${query.top}`,
        ),
        rowsOf<{ id: number; name: string; stock: number }>(
          db,
          sql`select id, name, stock from products where deleted_at is null and stock < ${query.lowStockBelow} order by stock, id limit 50`,
        ),
        rowsOf<{ status: OrderStatus; count: number }>(
          db,
          sql`select o.status, count(*)::integer as count from orders o where ${period} group by o.status order by o.status`,
        ),
      ]);
      const byDay = new Map(perDay.map((row) => [row.day, row]));
      const series = days.map((day) => ({ day, orders: Number(byDay.get(day)?.orders ?? 0), revenue: Number(byDay.get(day)?.revenue ?? 0) }));
      const sum = (field: 'orders' | 'revenue' | 'bottles') => perDay.reduce((total, row) => total + Number(row[field]), 0);
      return {
        from,
        to,
        timeZone: SHOP_TIME_ZONE,
        totals: { orders: sum('orders'), revenue: sum('revenue'), bottles: sum('bottles') },
        days: series,
        topWines: topWines.map((wine) => ({ ...wine, bottles: Number(wine.bottles), revenue: Number(wine.revenue) })),
        lowStock,
        ordersByStatus: byStatus.map((row) => ({ status: row.status, count: Number(row.count) })),
      };
    },
  };
}
