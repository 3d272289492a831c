export * from './calendar';
export * from './dateFormat';
export * from './money';
export * from './payments';
export * from './cart';
export * from './catalogueQuery';
export * from './orderStatus';
export * from './stock';
