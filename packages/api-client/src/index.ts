import type { components } from './schema.gen';

export type { components, operations, paths } from './schema.gen';

type Schemas = components['schemas'];
export type Problem = Schemas['Problem'];
export type FieldError = Schemas['FieldError'];
export type FieldErrorCode = Schemas['FieldErrorCode'];
export type ProblemCode = Schemas['ProblemCode'];
export type ProblemParams = Schemas['ProblemParams'];
export type Category = Schemas['Category'];
export type CategoryRef = Schemas['CategoryRef'];
export type FeaturedProduct = Schemas['FeaturedProduct'];
export type CatalogueProduct = Schemas['CatalogueProduct'];
export type CatalogueFacets = Schemas['CatalogueFacets'];
export type Product = Schemas['Product'];
export type SignupRequest = Schemas['SignupRequest'];
export type LoginRequest = Schemas['LoginRequest'];
export type ProfileUpdate = Schemas['ProfileUpdate'];
export type UserProfile = Schemas['UserProfile'];
export type SessionUser = Schemas['SessionUser'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type OrderStatus = Schemas['OrderStatus'];
export type NewOrder = Schemas['NewOrder'];
export type NewOrderLine = Schemas['NewOrderLine'];
export type Order = Schemas['Order'];
export type OrderLine = Schemas['OrderLine'];
export type NewProduct = Schemas['NewProduct'];
export type ProductUpdate = Schemas['ProductUpdate'];
export type InventoryProduct = Schemas['InventoryProduct'];
export type StaffCategory = Schemas['StaffCategory'];
export type Locale = Schemas['Locale'];
export type StockAdjustment = Schemas['StockAdjustment'];

export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { createDeferredApiClient, type ApiCalls } from './deferred';
export { ApiError, unwrap } from './errors';
export { listTotalOf, nextCursorOf } from './paging';
