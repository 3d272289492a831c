import { useWords } from '@cellar/i18n/react';
import { vars } from '@cellar/ui';
import { DIAGRAM_SIZE, HEADER_HEIGHT, RELATIONS, ROW_HEIGHT, TABLE_WIDTH, TABLES, tableHeight } from './dataModel';

function centre(name: string) {
  const table = TABLES.find((t) => t.name === name);
  if (!table) throw new Error(`No table ${name}`);
  return { x: table.x + TABLE_WIDTH / 2, y: table.y + (HEADER_HEIGHT + table.columns.length * ROW_HEIGHT) / 2 };
}

export function DataModel({ className }: { className?: string }) {
  const words = useWords();
  return (
    <svg viewBox={`0 0 ${DIAGRAM_SIZE.width} ${DIAGRAM_SIZE.height}`} className={className} role="img" aria-labelledby="data-model-title">
      <title id="data-model-title">{words('about.diagram')}</title>
      {RELATIONS.map(([from, to]) => {
        const a = centre(from);
        const b = centre(to);
        return <line key={`${from}-${to}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={vars.color.gold} strokeWidth={1.5} strokeDasharray="5 4" />;
      })}
      {TABLES.map((table) => (
        <g key={table.name} transform={`translate(${table.x} ${table.y})`}>
          <rect width={TABLE_WIDTH} height={tableHeight(table)} rx={8} fill={vars.color.surfaceRaised} stroke={vars.color.borderStrong} />
          <rect width={TABLE_WIDTH} height={HEADER_HEIGHT} rx={8} fill={vars.color.wine} />
          <text x={12} y={19} fill={vars.color.textOnWine} fontWeight="700" fontSize="13">
            {table.name}
          </text>
          {table.columns.map((column, index) => (
            <text key={column} x={12} y={HEADER_HEIGHT + 16 + index * ROW_HEIGHT} fill={/\b(PK|FK)\b/.test(column) ? vars.color.goldSoft : vars.color.text} fontSize="12">
              {column}
            </text>
          ))}
        </g>
      ))}
    </svg>
  );
}
