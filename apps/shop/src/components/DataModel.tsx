import { vars } from '@cellar/ui';

interface Table {
  name: string;
  x: number;
  y: number;
  columns: string[];
}

/** The tables and columns of apps/api/src/db/schema.ts; keys first, then data. */
const TABLES: Table[] = [
  { name: 'categories', x: 20, y: 20, columns: ['id PK', 'name unique', 'img'] },
  {
    name: 'products',
    x: 250,
    y: 20,
    columns: ['id PK', 'category_id FK', 'name', 'slogan', 'description', 'img', 'featured_img', 'title', 'unit_price > 0', 'stock >= 0', 'featured', 'deleted_at'],
  },
  { name: 'order_lines', x: 480, y: 20, columns: ['id PK', 'order_id FK', 'product_id FK', 'position', 'name', 'img', 'unit_price', 'qty > 0'] },
  { name: 'orders', x: 480, y: 250, columns: ['id PK', 'user_id FK', 'created_at', 'shipping_address', 'shipping_date', 'payment_method', 'status', 'idempotency_key'] },
  { name: 'users', x: 250, y: 330, columns: ['id PK', 'firstname', 'lastname', 'address', 'phone', 'email unique', 'password_hash', 'avatar', 'role', 'created_at'] },
  { name: 'tokens', x: 20, y: 330, columns: ['id PK', 'user_id FK', 'token_hash unique', 'expires_at', 'created_at'] },
];

const WIDTH = 200;
const ROW = 18;
const HEAD = 28;

const RELATIONS: [from: string, to: string][] = [
  ['products', 'categories'],
  ['order_lines', 'products'],
  ['order_lines', 'orders'],
  ['orders', 'users'],
  ['tokens', 'users'],
];

function centre(name: string) {
  const table = TABLES.find((t) => t.name === name);
  if (!table) throw new Error(`No table ${name}`);
  return { x: table.x + WIDTH / 2, y: table.y + (HEAD + table.columns.length * ROW) / 2 };
}

export function DataModel({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 700 560" className={className} role="img" aria-labelledby="data-model-title">
      <title id="data-model-title">
        Data model: a category has many products; a user has many tokens and orders; an order has many order lines, each naming a product.
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
