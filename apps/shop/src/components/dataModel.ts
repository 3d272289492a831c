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

export const TABLES: Table[] = [
  { name: 'categories', x: 20, y: 20, columns: ['id PK', 'name unique', 'img'] },
  {
    name: 'products',
    x: 250,
    y: 20,
    columns: ['id PK', 'category_id FK', 'name', 'slogan', 'description', 'img', 'featured_img', 'title', 'unit_price > 0', 'stock >= 0', 'featured', 'deleted_at'],
  },
  { name: 'search_terms', x: 20, y: 128, columns: ['term PK'] },
  { name: 'product_search', x: 20, y: 200, columns: ['product_id PK FK', 'search_document', 'name_document'] },
  { name: 'order_lines', x: 480, y: 20, columns: ['id PK', 'order_id FK', 'product_id FK', 'position', 'name', 'img', 'unit_price', 'qty > 0'] },
  { name: 'orders', x: 480, y: 250, columns: ['id PK', 'user_id FK', 'created_at', 'shipping_address', 'shipping_date', 'payment_method', 'status', 'idempotency_key'] },
  { name: 'users', x: 250, y: 330, columns: ['id PK', 'firstname', 'lastname', 'address', 'phone', 'email unique', 'password_hash', 'avatar', 'role', 'created_at', 'deactivated_at'] },
  { name: 'tokens', x: 20, y: 330, columns: ['id PK', 'user_id FK', 'token_hash unique', 'expires_at', 'created_at'] },
  { name: 'stored_images', x: 480, y: 450, columns: ['name PK', 'bytes', 'created_at'] },
  { name: 'rate_limit_hits', x: 20, y: 476, columns: ['key PK', 'hits', 'reset_at'] },
  { name: 'stock_movements', x: 480, y: 590, columns: ['id PK', 'product_id FK', 'order_id FK', 'staff_id FK', 'change', 'reason', 'note', 'created_at'] },
  { name: 'audit_log', x: 20, y: 590, columns: ['id PK', 'staff_id FK', 'action', 'entity', 'entity_id', 'before', 'after', 'created_at'] },
  { name: 'login_devices', x: 250, y: 600, columns: ['token_hash PK', 'user_id PK FK', 'created_at', 'last_used_at'] },
];

/** The drawing's own size (its viewBox): at this width its text is 12 px. */
export const DIAGRAM_SIZE = { width: 700, height: 790 };

/** Each foreign key, as [table holding it, table it points at]. */
export const RELATIONS: [from: string, to: string][] = [
  ['products', 'categories'],
  ['product_search', 'products'],
  ['order_lines', 'products'],
  ['order_lines', 'orders'],
  ['orders', 'users'],
  ['tokens', 'users'],
  ['stock_movements', 'products'],
  ['stock_movements', 'orders'],
  ['stock_movements', 'users'],
  ['audit_log', 'users'],
  ['login_devices', 'users'],
];
