/**
 * The tables, columns and foreign keys of apps/api/src/db/schema.ts as the about page draws them
 * (keys first, then data). A test compares them with the Drizzle schema, so the diagram cannot drift.
 */
export interface Table {
  name: string;
  x: number;
  y: number;
  columns: string[];
}

/** The drawing's measures: a table is a header and a row per column; the tables stand in stacks side by side. */
export const TABLE_WIDTH = 200;
export const HEADER_HEIGHT = 28;
export const ROW_HEIGHT = 18;
const TABLE_PADDING = 8;
const MARGIN = 20;
const GAP = 12;
const STACK_STEP = TABLE_WIDTH + 30;

export const tableHeight = (table: Pick<Table, 'columns'>) => HEADER_HEIGHT + table.columns.length * ROW_HEIGHT + TABLE_PADDING;

/** Each stack's tables, top to bottom. Their places follow from their columns, so a new column moves the tables below it. */
const STACKS: Pick<Table, 'name' | 'columns'>[][] = [
  [
    { name: 'categories', columns: ['id PK', 'name unique', 'img', 'translations'] },
    { name: 'grapes', columns: ['id PK', 'name unique'] },
    { name: 'regions', columns: ['id PK', 'name unique', 'country'] },
    { name: 'search_terms', columns: ['term PK'] },
    { name: 'product_search', columns: ['product_id PK FK', 'search_document', 'name_document'] },
    { name: 'tokens', columns: ['id PK', 'user_id FK', 'token_hash unique', 'expires_at', 'created_at'] },
    { name: 'login_devices', columns: ['token_hash PK', 'user_id PK FK', 'created_at', 'last_used_at'] },
    { name: 'rate_limit_hits', columns: ['key PK', 'hits', 'reset_at'] },
  ],
  [
    {
      name: 'products',
      columns: [
        'id PK',
        'category_id FK',
        'region_id FK',
        'name',
        'slogan',
        'description',
        'img',
        'featured_img',
        'title',
        'unit_price > 0',
        'stock >= 0',
        'featured',
        'deleted_at',
        'translations',
        'producer',
        'vintage',
        'abv',
        'volume_ml',
        'grape_ids',
      ],
    },
    { name: 'product_grapes', columns: ['product_id PK FK', 'grape_id PK FK', 'position', 'percent'] },
    { name: 'users', columns: ['id PK', 'firstname', 'lastname', 'address', 'phone', 'email unique', 'password_hash', 'avatar', 'role', 'locale', 'created_at', 'deactivated_at', 'erased_at'] },
    { name: 'password_resets', columns: ['id PK', 'user_id FK', 'token_hash unique', 'expires_at', 'used_at', 'created_at'] },
    { name: 'stored_images', columns: ['name PK', 'bytes', 'created_at'] },
  ],
  [
    { name: 'order_lines', columns: ['id PK', 'order_id FK', 'product_id FK', 'position', 'name', 'img', 'unit_price', 'qty > 0'] },
    { name: 'orders', columns: ['id PK', 'user_id FK', 'created_at', 'shipping_address', 'shipping_date', 'payment_method', 'status', 'idempotency_key'] },
    { name: 'reviews', columns: ['id PK', 'product_id FK', 'user_id FK', 'rating 1-5', 'title', 'body', 'author', 'hidden_at', 'created_at'] },
    { name: 'stock_movements', columns: ['id PK', 'product_id FK', 'order_id FK', 'staff_id FK', 'change', 'reason', 'note', 'created_at'] },
    { name: 'audit_log', columns: ['id PK', 'staff_id FK', 'action', 'entity', 'entity_id', 'before', 'after', 'created_at'] },
    { name: 'outbox', columns: ['id PK', 'recipient', 'locale', 'mail', 'state', 'attempts', 'next_attempt_at', 'last_error', 'created_at', 'sent_at'] },
  ],
];

export const TABLES: Table[] = STACKS.flatMap((stack, index) => {
  let y = MARGIN;
  return stack.map((table) => {
    const placed = { ...table, x: MARGIN + index * STACK_STEP, y };
    y += tableHeight(table) + GAP;
    return placed;
  });
});

/** The drawing's own size (its viewBox): at this width its text is 12 px. */
export const DIAGRAM_SIZE = {
  width: 2 * MARGIN + (STACKS.length - 1) * STACK_STEP + TABLE_WIDTH,
  height: Math.max(...TABLES.map((table) => table.y + tableHeight(table))) + MARGIN,
};

/** Each foreign key, as [table holding it, table it points at]. */
export const RELATIONS: [from: string, to: string][] = [
  ['products', 'categories'],
  ['products', 'regions'],
  ['product_grapes', 'products'],
  ['product_grapes', 'grapes'],
  ['product_search', 'products'],
  ['order_lines', 'products'],
  ['order_lines', 'orders'],
  ['orders', 'users'],
  ['tokens', 'users'],
  ['password_resets', 'users'],
  ['reviews', 'products'],
  ['reviews', 'users'],
  ['stock_movements', 'products'],
  ['stock_movements', 'orders'],
  ['stock_movements', 'users'],
  ['audit_log', 'users'],
  ['login_devices', 'users'],
];
