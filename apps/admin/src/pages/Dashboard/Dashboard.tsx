import { unwrap, type components } from '@cellar/api-client';
import { formatDay, formatPrice, localDate, localDay, shopToday } from '@cellar/domain';
import { DataTable, DatePicker, OrderStatusBadge, Select, StatCard } from '@cellar/ui';
import { TrendChart } from '@cellar/ui/charts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { LoadFailed } from '../../app/LoadFailed';
import * as page from '../../app/page.css';
import { lastDays, periodProblems, type Period } from './period';

type Statistics = components['schemas']['Statistics'];

const CHOSEN = 'chosen';
const PERIODS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: CHOSEN, label: 'Chosen dates' },
];

const shortDay = (day: string) => formatDay(day).slice(0, 6);
const thousands = (value: number) => (value >= 1000 ? `${Math.round(value / 1000)}k` : String(value));

export default function Dashboard() {
  const { api } = useAdmin();
  const [choice, setChoice] = useState('30');
  const [chosen, setChosen] = useState<Partial<Period>>({});
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; statistics?: Statistics; error?: string } | null>(null);
  const today = shopToday();
  const problems = choice === CHOSEN ? periodProblems(chosen) : {};
  const period = choice !== CHOSEN ? lastDays(Number(choice), today) : Object.keys(problems).length ? null : (chosen as Period);
  const { from, to } = period ?? {};
  const key = `${from}/${to}`;

  useEffect(() => {
    if (!from || !to) return;
    let current = true;
    const asked = `${from}/${to}`;
    unwrap(api.GET('/statistics', { params: { query: { from, to } } })).then(
      (statistics) => current && setResult({ key: asked, statistics }),
      (error: unknown) => current && setResult({ key: asked, error: error instanceof Error ? error.message : 'The figures could not be loaded.' }),
    );
    return () => {
      current = false;
    };
  }, [api, from, to, attempt]);

  // While the chosen dates cannot be asked for, the last figures stay, under the dates they are for.
  const loading = period !== null && (result?.key !== key || (!result.statistics && !result.error));
  const statistics = loading ? undefined : result?.statistics;
  const covered = statistics ? `${formatDay(statistics.from)} – ${formatDay(statistics.to)}` : undefined;

  const choose = (value: string) => {
    // Chosen dates start from the period on screen, so there are figures to change from.
    if (value === CHOSEN && choice !== CHOSEN) setChosen(lastDays(Number(choice), today));
    setChoice(value);
  };
  const dateField = (field: keyof Period, label: string) => (
    <div className={page.toolbarField}>
      <DatePicker
        label={label}
        today={localDate(today)}
        earliest={null}
        latest={localDate(today)}
        {...(chosen[field] ? { value: localDate(chosen[field]) } : {})}
        error={problems[field]}
        onChange={(date) => setChosen({ ...chosen, [field]: date && localDay(date) })}
      />
    </div>
  );

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>Dashboard</h1>
        <div className={page.toolbar}>
          <div className={page.toolbarField}>
            <Select label="Period" value={choice} onValueChange={choose} options={PERIODS} />
          </div>
          {choice === CHOSEN && (
            <>
              {dateField('from', 'From')}
              {dateField('to', 'To')}
            </>
          )}
        </div>
      </div>
      {result?.error && !loading ? (
        <LoadFailed problem={result.error} onRetry={() => setAttempt((count) => count + 1)} />
      ) : (
        <>
          <div className={page.cards}>
            <StatCard label="Revenue" loading={loading} value={statistics && formatPrice(statistics.totals.revenue)} detail={covered} />
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
            loading={loading}
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
                { key: 'status', header: 'Status', cell: (row) => <OrderStatusBadge status={row.status} /> },
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
