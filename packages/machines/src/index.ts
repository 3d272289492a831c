export * from './types';
export * from './messages';
export * from './cart/cartLogic';
export type { CartChangedEvent } from './cart/watchCart';
export { createMemoryStorage } from './store/memoryStorage';
export {
  createShopStore,
  followOtherTabs,
  initialShopState,
  STORE_KEY,
  STORE_VERSION,
  type ShopState,
  type ShopStore,
  type ShopStoreOptions,
  type StorageEvents,
} from './store/shopStore';
export { ageGateAsks } from './store/savedState';
export { WELCOME_CLOSED_KEY } from './resetDatabase/welcome';
export { ageGateMachine, AGE_GATE_EXIT_URL, type AgeGateContext, type AgeGateEvent, type AgeGateInput } from './ageGate/ageGate.machine';
export {
  resetDatabaseMachine,
  type ResetDatabaseContext,
  type ResetDatabaseEvent,
  type ResetDatabaseInput,
} from './resetDatabase/resetDatabase.machine';
export { cartMachine, type CartContext, type CartEvent, type CartInput } from './cart/cart.machine';
export { addToCartMachine, type AddToCartContext, type AddToCartEvent, type AddToCartInput } from './addToCart/addToCart.machine';
export {
  orderHistoryMachine,
  type OrderHistoryContext,
  type OrderHistoryEvent,
  type OrderHistoryInput,
} from './orderHistory/orderHistory.machine';
export {
  checkoutMachine,
  orderFrom,
  type CheckoutContext,
  type CheckoutErrors,
  type CheckoutEvent,
  type CheckoutInput,
  type OrderSubmission,
} from './checkout/checkout.machine';
export {
  sessionMachine,
  EMPTY_SIGNUP_FORM,
  type ProfileUpdate,
  type SessionContext,
  type SessionField,
  type SessionForm,
  type SessionEvent,
  type SessionInput,
} from './session/session.machine';
export type { UserChangedEvent } from './session/watchUser';
export { reviewFormMachine, type ReviewFormContext, type ReviewFormEvent, type ReviewFormInput, type ReviewStanding } from './reviewForm/reviewForm.machine';
export { newsletterMachine, type NewsletterContext, type NewsletterEvent } from './newsletter/newsletter.machine';
export { toastsMachine, currentToast, type ToastsContext, type ToastsEvent } from './toasts/toasts.machine';
export {
  catalogueQueryMachine,
  catalogueToRestore,
  CATALOGUE_DEBOUNCE_MS,
  type CatalogueFacets,
  type CataloguePage,
  type CatalogueQueryContext,
  type CatalogueQueryEvent,
  type CatalogueQueryInput,
  type CatalogueQuerySnapshot,
  type CatalogueResults,
  type CatalogueTotal,
  type CatalogueWine,
} from './catalogueQuery/catalogueQuery.machine';
export { ADJUSTMENT_REASONS, stockChange, type AdjustmentReason } from './stockAdjustment/stockChange';
export {
  stockAdjustmentMachine,
  stockSavedToast,
  type StockAdjustmentContext,
  type StockAdjustmentEvent,
  type StockAdjustmentInput,
  type StockAdjustmentRequest,
} from './stockAdjustment/stockAdjustment.machine';
export {
  orderFulfilmentMachine,
  orderMovedToast,
  type OrderFulfilmentContext,
  type OrderFulfilmentEvent,
  type OrderFulfilmentInput,
  type OrderMove,
} from './orderFulfilment/orderFulfilment.machine';
export {
  EMPTY_WINE_FORM,
  formOf,
  wineChanges,
  wineFormErrors,
  type TranslatedLocale,
  type WineField,
  type WineFields,
  type VolumeMl,
  type WineForm,
  type WineFormErrors,
  type WineRecord,
  type WineText,
  type WineTextField,
} from './wineEditor/wineForm';
export {
  wineEditorMachine,
  wineSavedToast,
  type SaveWine,
  type UploadWineImage,
  type WineEditorContext,
  type WineEditorEvent,
  type WineEditorInput,
} from './wineEditor/wineEditor.machine';
export { staffLoginMachine, type StaffLoginContext, type StaffLoginEvent } from './staffLogin/staffLogin.machine';
export {
  pagedListMachine,
  type PagedListContext,
  type PagedListEvent,
  type PagedListInput,
  type PagedListPage,
  type PagedListRequest,
} from './pagedList/pagedList.machine';
export { forgotPasswordMachine, type ForgotPasswordContext, type ForgotPasswordEvent } from './passwordReset/forgotPassword.machine';
export {
  cameFromReset,
  LOGIN_AFTER_RESET,
  newPasswordMachine,
  type NewPasswordContext,
  type NewPasswordEvent,
  type NewPasswordForm,
  type NewPasswordInput,
  type NewPasswordRequest,
} from './passwordReset/newPassword.machine';
export {
  changePasswordMachine,
  type ChangePasswordContext,
  type ChangePasswordEvent,
  type ChangePasswordInput,
  type PasswordChangeForm,
  type PasswordChangeRequest,
} from './changePassword/changePassword.machine';
export {
  eraseAccountMachine,
  type AccountErasureRequest,
  type EraseAccountContext,
  type EraseAccountEvent,
  type EraseAccountInput,
} from './eraseAccount/eraseAccount.machine';
