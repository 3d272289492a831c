import { unwrap, type components } from '@cellar/api-client';
import { addDays, formatDay, formatPrice, shopToday } from '@cellar/domain';
import { Badge, DataTable, Select, StatCard } from '@cellar/ui';
import { TrendChart } from '@cellar/ui/charts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { statusTone } from '../../app/orderStatus';
import { LoadFailed } from '../../app/LoadFailed';
import * as page from '../../app/page.css';

type Statistics = components['schemas']['Statistics'];

const PERIODS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
];

const shortDay = (day: string) => formatDay(day).slice(0, 6);
const thousands = (value: number) => (value >= 1000 ? `${Math.round(value / 1000)}k` : String(value));

export default function Dashboard() {
  const { api } = useAdmin();
  const [days, setDays] = useState('30');
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ days: string; statistics?: Statistics; error?: string } | null>(null);

  useEffect(() => {
    let current = true;
    const to = shopToday();
    const from = addDays(to, 1 - Number(days));
    unwrap(api.GET('/statistics', { params: { query: { from, to } } })).then(
      (statistics) => current && setResult({ days, statistics }),
      (error: unknown) => current && setResult({ days, error: error instanceof Error ? error.message : 'The figures could not be loaded.' }),
    );
    return () => {
      current = false;
    };
  }, [api, days, attempt]);

  const loading = result?.days !== days || (!result.statistics && !result.error);
  const statistics = loading ? undefined : result?.statistics;
  const period = statistics ? `${formatDay(statistics.from)} – ${formatDay(statistics.to)}` : undefined;

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>Dashboard</h1>
        <div className={page.toolbarField}>
          <Select label="Period" value={days} onValueChange={setDays} options={PERIODS} />
        </div>
      </div>
      {result?.error && !loading ? (
<LoadFailed problem={result.error} onRetry={() => setAttempt((count) => count + 1)} />
      ) : (
        <>
          <div className={page.cards}>
            <StatCard label="Revenue" loading={loading} value={statistics && formatPrice(statistics.totals.revenue)} detail={period} />
            <StatCard label="Orders" loading={loading} value={statistics?.totals.orders.toLocaleString('en-US')} detail="Rejected orders left out" />
            <StatCard label="Bottles sold" loading={loading} value={statistics?.totals.bottles.toLocaleString('en-US')} />
            <StatCard
              label="Stock running low"
              loading={loading}
              tone={statistics?.lowStock.length ? 'warning' : 'default'}
              value={statistics && `${statistics.lowStock.length} wine${statistics.lowStock.length === 1 ? '' : 's'}`}
              detail="5 bottles or fewer, on sale"
            />
          </div>
          <TrendChart
            title="Revenue per day"
            points={(statistics?.days ?? []).map((day) => ({ label: shortDay(day.day), value: day.revenue }))}
            formatValue={formatPrice}
            formatTick={thousands}
          />
          <div className={page.columns}>
            <DataTable
              caption="Top wines"
              loading={loading}
              columns={[
                { key: 'name', header: 'Wine', cell: (wine) => <Link className={page.link} to={`/wines/${wine.id}`}>{wine.name}</Link> },
                { key: 'bottles', header: 'Bottles', cell: (wine) => wine.bottles, align: 'end' },
                { key: 'revenue', header: 'Revenue', cell: (wine) => formatPrice(wine.revenue), align: 'end' },
              ]}
              rows={statistics?.topWines ?? []}
              rowKey={(wine) => wine.id}
              empty="Nothing sold in this period."
            />
            <DataTable
              caption="Stock running low"
              loading={loading}
              columns={[
                { key: 'name', header: 'Wine', cell: (wine) => <Link className={page.link} to={`/wines/${wine.id}`}>{wine.name}</Link> },
                { key: 'stock', header: 'Bottles', cell: (wine) => wine.stock, align: 'end' },
              ]}
              rows={statistics?.lowStock ?? []}
              rowKey={(wine) => wine.id}
              empty="Every wine on sale is well stocked."
            />
            <DataTable
              caption="Orders by status"
              loading={loading}
              columns={[
                { key: 'status', header: 'Status', cell: (row) => <Badge tone={statusTone(row.status)}>{row.status}</Badge> },
                { key: 'count', header: 'Orders', cell: (row) => row.count, align: 'end' },
              ]}
              rows={statistics?.ordersByStatus ?? []}
              rowKey={(row) => row.status}
              empty="No orders in this period."
            />
          </div>
        </>
      )}
    </>
  );
}
