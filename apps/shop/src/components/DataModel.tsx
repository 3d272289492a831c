import { vars } from '@cellar/ui';
import { DIAGRAM_SIZE, RELATIONS, TABLES } from './dataModel';

const WIDTH = 200;
const ROW = 18;
const HEAD = 28;

function centre(name: string) {
  const table = TABLES.find((t) => t.name === name);
  if (!table) throw new Error(`No table ${name}`);
  return { x: table.x + WIDTH / 2, y: table.y + (HEAD + table.columns.length * ROW) / 2 };
}

export function DataModel({ className }: { className?: string }) {
  return (
    <svg viewBox={`0 0 ${DIAGRAM_SIZE.width} ${DIAGRAM_SIZE.height}`} className={className} role="img" aria-labelledby="data-model-title">
      <title id="data-model-title">
        Data model: a category has many products; a user has many tokens and orders; an order has many order lines, each naming a product; every change to a wine's stock is a stock movement, and every staff change an audit log entry.
      </title>
      {RELATIONS.map(([from, to]) => {
        const a = centre(from);
        const b = centre(to);
        return <line key={`${from}-${to}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={vars.color.gold} strokeWidth={1.5} strokeDasharray="5 4" />;
      })}
      {TABLES.map((table) => (
        <g key={table.name} transform={`translate(${table.x} ${table.y})`}>
          <rect width={WIDTH} height={HEAD + table.columns.length * ROW + 8} rx={8} fill={vars.color.surfaceRaised} stroke={vars.color.borderStrong} />
          <rect width={WIDTH} height={HEAD} rx={8} fill={vars.color.wine} />
          <text x={12} y={19} fill={vars.color.textOnWine} fontWeight="700" fontSize="13">
            {table.name}
          </text>
          {table.columns.map((column, index) => (
            <text key={column} x={12} y={HEAD + 16 + index * ROW} fill={/\b(PK|FK)\b/.test(column) ? vars.color.goldSoft : vars.color.text} fontSize="12">
              {column}
            </text>
          ))}
        </g>
      ))}
    </svg>
  );
}
