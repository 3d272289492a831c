import { unwrap, type components } from '@cellar/api-client';
import { localDate, localDay, shopToday } from '@cellar/domain';
import { useWords } from '@cellar/i18n/react';
import { problemOr, type Said } from '@cellar/machines';
import { DataTable, DatePicker, OrderStatusBadge, Select, StatCard } from '@cellar/ui';
import { TrendChart } from '@cellar/ui/charts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { useFormats } from '../../app/formats';
import { LoadFailed } from '../../app/LoadFailed';
import * as page from '../../app/page.css';
import { lastDays, PERIOD_LIMITS, periodProblems, type Period } from './period';

type Statistics = components['schemas']['Statistics'];

const CHOSEN = 'chosen';
const LAST_DAYS = [7, 30, 90];

export default function Dashboard() {
  const { api } = useAdmin();
  const words = useWords();
  const { day: formatDay, shortDay, price: formatPrice, count } = useFormats();
  const periods = [
    ...LAST_DAYS.map((days) => ({ value: String(days), label: words('admin.dashboard.lastDays', { days }) })),
    { value: CHOSEN, label: words('admin.dashboard.chosen') },
  ];
  const [choice, setChoice] = useState('30');
  const [chosen, setChosen] = useState<Partial<Period>>({});
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; statistics?: Statistics; error?: Said } | null>(null);
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
      (error: unknown) => current && setResult({ key: asked, error: problemOr(error, { key: 'admin.dashboard.loadFailed' }) }),
    );
    return () => {
      current = false;
    };
  }, [api, from, to, attempt]);

  // While the chosen dates cannot be asked for, the last figures stay, under the dates they are for.
  const loading = period !== null && (result?.key !== key || (!result.statistics && result.error === undefined));
  const statistics = loading ? undefined : result?.statistics;
  const covered = statistics ? `${formatDay(statistics.from)} – ${formatDay(statistics.to)}` : undefined;

  const choose = (value: string) => {
    // Chosen dates start from the period on screen, so there are figures to change from.
    if (value === CHOSEN && choice !== CHOSEN) setChosen(lastDays(Number(choice), today));
    setChoice(value);
  };
  const dateField = (field: keyof Period, label: string) => {
    const problem = problems[field];
    return (
      <div className={page.toolbarField}>
        <DatePicker
          label={label}
          today={localDate(today)}
          earliest={null}
          latest={localDate(today)}
          {...(chosen[field] ? { value: localDate(chosen[field]) } : {})}
          error={problem && words(problem, PERIOD_LIMITS)}
          onChange={(date) => setChosen({ ...chosen, [field]: date && localDay(date) })}
        />
      </div>
    );
  };

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>{words('admin.section.dashboard')}</h1>
        <div className={page.toolbar}>
          <div className={page.toolbarField}>
            <Select label={words('admin.dashboard.period')} value={choice} onValueChange={choose} options={periods} />
          </div>
          {choice === CHOSEN && (
            <>
              {dateField('from', words('admin.dashboard.from'))}
              {dateField('to', words('admin.dashboard.to'))}
            </>
          )}
        </div>
      </div>
      {result && result.error !== undefined && !loading ? (
        <LoadFailed problem={result.error} onRetry={() => setAttempt((attempts) => attempts + 1)} />
      ) : (
        <>
          <div className={page.cards}>
            <StatCard label={words('admin.dashboard.revenue')} loading={loading} value={statistics && formatPrice(statistics.totals.revenue)} detail={covered} />
            <StatCard label={words('admin.dashboard.orders')} loading={loading} value={statistics && count(statistics.totals.orders)} detail={words('admin.dashboard.ordersNote')} />
            <StatCard label={words('admin.dashboard.bottles')} loading={loading} value={statistics && count(statistics.totals.bottles)} />
            <StatCard
              label={words('admin.dashboard.lowStock')}
              loading={loading}
              tone={statistics?.lowStock.length ? 'warning' : 'default'}
              value={statistics && words('admin.dashboard.lowStockCount', { count: statistics.lowStock.length })}
              detail={words('admin.dashboard.lowStockNote')}
            />
          </div>
          <TrendChart
            title={words('admin.dashboard.revenuePerDay')}
            loading={loading}
            points={(statistics?.days ?? []).map((day) => ({ label: shortDay(day.day), value: day.revenue }))}
            formatValue={formatPrice}
          />
          <div className={page.columns}>
            <DataTable
              caption={words('admin.dashboard.topWines')}
              loading={loading}
              columns={[
                { key: 'name', header: words('admin.column.wine'), cell: (wine) => <Link className={page.link} to={`/wines/${wine.id}`}>{wine.name}</Link> },
                { key: 'bottles', header: words('admin.column.bottles'), cell: (wine) => wine.bottles, align: 'end' },
                { key: 'revenue', header: words('admin.column.revenue'), cell: (wine) => formatPrice(wine.revenue), align: 'end' },
              ]}
              rows={statistics?.topWines ?? []}
              rowKey={(wine) => wine.id}
              empty={words('admin.dashboard.nothingSold')}
            />
            <DataTable
              caption={words('admin.dashboard.lowStock')}
              loading={loading}
              columns={[
                { key: 'name', header: words('admin.column.wine'), cell: (wine) => <Link className={page.link} to={`/wines/${wine.id}`}>{wine.name}</Link> },
                { key: 'stock', header: words('admin.column.bottles'), cell: (wine) => wine.stock, align: 'end' },
              ]}
              rows={statistics?.lowStock ?? []}
              rowKey={(wine) => wine.id}
              empty={words('admin.dashboard.wellStocked')}
            />
            <DataTable
              caption={words('admin.dashboard.byStatus')}
              loading={loading}
              columns={[
                { key: 'status', header: words('admin.column.status'), cell: (row) => <OrderStatusBadge status={row.status} /> },
                { key: 'count', header: words('admin.dashboard.orders'), cell: (row) => row.count, align: 'end' },
              ]}
              rows={statistics?.ordersByStatus ?? []}
              rowKey={(row) => row.status}
              empty={words('admin.dashboard.noOrders')}
            />
          </div>
        </>
      )}
    </>
  );
}
