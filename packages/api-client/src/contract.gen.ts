// Generated from openapi.yaml by scripts/gen-contract.mjs (npm run gen:api): do not edit.

export const AuditEntityValues = ["product","category","order","customer","staff","review"] as const;

export const FieldErrorCodeValues = ["required","type","minLength","maxLength","pattern","format","enum","minimum","maximum","minItems","maxItems","controlCharacters","taken","notFound","fixed","invalid"] as const;

export const LocaleValues = ["en","es-UY"] as const;

export const MailKindValues = ["welcome","passwordReset","orderConfirmation","orderStatus","passwordChanged","accountErased"] as const;

export const MailStateValues = ["pending","sent","failed"] as const;

export const OrderStatusValues = ["paid","rejected","in transit","delivered"] as const;

export const PaymentMethodValues = ["Visa","Mastercard","Mercado Pago","PayPal"] as const;

export const ProblemCodeValues = ["sessionExpired","signInRequired","wrongLogin","staffOnly","ownProfileOnly","ownOrdersOnly","rateLimited","signInBusy","validation","fieldTooLong","nothingToChange","malformedJson","emptyJsonBody","contentLengthMismatch","contentTypeRequired","badUrl","paramTooLong","unsupportedMediaType","notJsonOrForm","notMultipart","payloadTooLarge","formTooLarge","unexpectedFile","tooManyFiles","unreadableForm","formPartNotJson","requestTimeout","headersTooLarge","unreadableRequest","staleCursor","priceRangeInverted","grapesOverHundred","grapeRepeated","regionCountryRequired","regionInAnotherCountry","cspReportRequired","reviewBuyersOnly","reviewExists","emailTaken","resetLinkInvalid","currentPasswordWrong","demoPasswordFixed","demoEmailFixed","demoAccountKept","ordersOpen","staffAccountKept","staffEmailTaken","passwordTooLong","staffEmailInvalid","staffPasswordTooShort","staffNameRequired","cannotRemoveSelf","lastStaff","notAnImage","unreadableImage","pictureRequired","wineImageNotFound","artworkNotFound","wineUnavailable","wineWithdrawn","wineUnknown","outOfStock","stockShort","stockChanged","shippingDateOutOfWindow","orderAlreadyInStatus","orderMoveRefused","orderFinal","stockChangeZero","restockNegative","breakagePositive","stockOverMax","stockBelowZero","categoryNameTaken","categorySpanishNameTaken","categoryInUse","invalidDay","periodInverted","periodTooLong","wineNotFound","orderNotFound","categoryNotFound","mailNotFound","customerNotFound","staffNotFound","reviewNotFound","imageNotFound","routeNotFound","assetNotFound","sitemapNotFound","notDemoMode","databaseBusy","databaseDown","serverError"] as const;

export const ReviewSortValues = ["newest","helpful"] as const;

export const StockReasonValues = ["opening","sale","cancellation","restock","count correction","breakage"] as const;

export const TranslatedLocaleValues = ["es-UY"] as const;

export const VolumeMlValues = [187,375,500,750,1000,1500,3000] as const;

export const WineTextFieldValues = ["title","slogan","description"] as const;

export const AccountErasureFields = ["password"] as const;

export const CategoryUpdateFields = ["name","img","translations"] as const;

export const CategoryUpdateFormFields = ["name","img","translations"] as const;

export const LoginRequestFields = ["email","password"] as const;

export const NewCategoryFields = ["name","img","translations"] as const;

export const NewCategoryFormFields = ["name","img","translations"] as const;

export const NewOrderFields = ["productList","shippingAddress","shippingDate","paymentMethod"] as const;

export const NewPasswordFields = ["password"] as const;

export const NewProductFields = ["name","slogan","description","title","unitPrice","stock","categoryId","featured","img","featuredImg","translations","producer","grapes","region","country","vintage","abv","volumeMl"] as const;

export const NewProductFormFields = ["name","slogan","description","title","unitPrice","stock","category","featured","img","featuredImg","translations","producer","grapes","region","country","vintage","abv","volumeMl"] as const;

export const NewReviewFields = ["rating","title","body"] as const;

export const NewStaffMemberFields = ["firstname","lastname","email","password"] as const;

export const OrderStatusUpdateFields = ["status"] as const;

export const PasswordChangeFields = ["currentPassword","newPassword"] as const;

export const PasswordResetRequestFields = ["email"] as const;

export const ProductUpdateFields = ["name","slogan","description","title","unitPrice","stock","categoryId","featured","img","featuredImg","translations","producer","grapes","region","country","vintage","abv","volumeMl"] as const;

export const ProductUpdateFormFields = ["name","slogan","description","title","unitPrice","stock","category","featured","img","featuredImg","translations","producer","grapes","region","country","vintage","abv","volumeMl"] as const;

export const ProfileUpdateFields = ["firstname","lastname","address","phone","email","avatar"] as const;

export const ReviewModerationFields = ["hidden"] as const;

export const SignupRequestFields = ["firstname","lastname","address","phone","email","password"] as const;

export const StaffMemberUpdateFields = ["firstname","lastname","email","password"] as const;

export const StaffMemberUpdateFormFields = ["firstname","lastname","email","password","avatar"] as const;

export const StockAdjustmentFields = ["reason","change","note"] as const;

export const WineImageUploadFields = ["image"] as const;

export const AbvBounds = {"minimum":0.5,"maximum":25} as const;

export const AddressBounds = {"minLength":3,"maxLength":200,"pattern":"\\S[\\s\\S]+\\S"} as const;

export const CustomerPasswordBounds = {"minLength":8,"maxLength":200} as const;

export const EmailBounds = {"maxLength":254,"format":"email","formatPattern":{"source":"^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$","flags":"i"}} as const;

export const GrapeNameBounds = {"minLength":1,"maxLength":60,"pattern":"\\S"} as const;

export const GrapePercentBounds = {"minimum":1,"maximum":100} as const;

export const ImageNameBounds = {"maxLength":160,"pattern":"^[A-Za-z0-9][A-Za-z0-9_-]*\\.webp$"} as const;

export const PersonNameBounds = {"minLength":1,"maxLength":60,"pattern":"\\S"} as const;

export const PhoneBounds = {"minLength":6,"maxLength":30,"pattern":"^\\+?(?:[()\\- ]*[0-9]){6,}[()\\- ]*$"} as const;

export const PictureFileBounds = {"format":"binary"} as const;

export const PlaceNameBounds = {"minLength":1,"maxLength":60,"pattern":"\\S"} as const;

export const ProducerNameBounds = {"minLength":1,"maxLength":120,"pattern":"\\S"} as const;

export const ReviewBodyBounds = {"minLength":1,"maxLength":2000,"pattern":"\\S"} as const;

export const ReviewRatingBounds = {"minimum":1,"maximum":5} as const;

export const ReviewTitleBounds = {"minLength":1,"maxLength":120,"pattern":"\\S"} as const;

export const RowIdBounds = {"minimum":1,"maximum":2147483647} as const;

export const StaffPasswordBounds = {"minLength":12,"maxLength":200} as const;

export const StockCountBounds = {"minimum":0,"maximum":1000000} as const;

export const UnitPriceBounds = {"minimum":1,"maximum":10000000} as const;

export const VintageYearBounds = {"minimum":1800,"maximum":2200} as const;

export const WineGrapesBounds = {"maxItems":12} as const;

export const WineNameBounds = {"minLength":1,"maxLength":120,"pattern":"\\S"} as const;

export const WineTextBounds = {"minLength":1,"maxLength":2000,"pattern":"\\S"} as const;

export const AccountErasureBounds = {
  password: {"minLength":1,"maxLength":200},
} as const;

export const CategoryUpdateBounds = {
  name: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  img: {"maxLength":160,"pattern":"^[A-Za-z0-9][A-Za-z0-9_-]*\\.webp$"},
} as const;

export const CategoryUpdateFormBounds = {
  name: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  img: {"format":"binary"},
} as const;

export const LoginRequestBounds = {
  email: {"minLength":1,"maxLength":254},
  password: {"minLength":1,"maxLength":200},
} as const;

export const NewCategoryBounds = {
  name: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  img: {"maxLength":160,"pattern":"^[A-Za-z0-9][A-Za-z0-9_-]*\\.webp$"},
} as const;

export const NewCategoryFormBounds = {
  name: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  img: {"format":"binary"},
} as const;

export const NewOrderBounds = {
  productList: {"minItems":1,"maxItems":100},
  shippingAddress: {"minLength":3,"maxLength":200,"pattern":"\\S[\\s\\S]+\\S"},
  shippingDate: {"maxLength":40},
  paymentMethod: {"enum":["Visa","Mastercard","Mercado Pago","PayPal"]},
} as const;

export const NewPasswordBounds = {
  password: {"minLength":8,"maxLength":200},
} as const;

export const NewProductBounds = {
  name: {"minLength":1,"maxLength":120,"pattern":"\\S"},
  slogan: {"minLength":1,"maxLength":120,"pattern":"\\S"},
  description: {"minLength":1,"maxLength":2000,"pattern":"\\S"},
  title: {"minLength":1,"maxLength":120,"pattern":"\\S"},
  unitPrice: {"minimum":1,"maximum":10000000},
  stock: {"minimum":0,"maximum":1000000},
  categoryId: {"minimum":1,"maximum":2147483647},
  img: {"maxLength":160,"pattern":"^[A-Za-z0-9][A-Za-z0-9_-]*\\.webp$"},
  featuredImg: {"maxLength":160,"pattern":"^[A-Za-z0-9][A-Za-z0-9_-]*\\.webp$"},
  grapes: {"maxItems":12},
  country: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  volumeMl: {"enum":[187,375,500,750,1000,1500,3000]},
} as const;

export const NewProductFormBounds = {
  name: {"minLength":1,"maxLength":120,"pattern":"\\S"},
  slogan: {"minLength":1,"maxLength":120,"pattern":"\\S"},
  description: {"minLength":1,"maxLength":2000,"pattern":"\\S"},
  title: {"minLength":1,"maxLength":120,"pattern":"\\S"},
  unitPrice: {"minimum":1,"maximum":10000000},
  stock: {"minimum":0,"maximum":1000000},
  category: {"minimum":1,"maximum":2147483647},
  img: {"format":"binary"},
  featuredImg: {"format":"binary"},
  producer: {"minLength":1,"maxLength":120,"pattern":"\\S"},
  grapes: {"maxItems":12},
  region: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  country: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  vintage: {"minimum":1800,"maximum":2200},
  abv: {"minimum":0.5,"maximum":25},
  volumeMl: {"enum":[187,375,500,750,1000,1500,3000]},
} as const;

export const NewReviewBounds = {
  rating: {"minimum":1,"maximum":5},
  title: {"minLength":1,"maxLength":120,"pattern":"\\S"},
  body: {"minLength":1,"maxLength":2000,"pattern":"\\S"},
} as const;

export const NewStaffMemberBounds = {
  firstname: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  lastname: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  email: {"maxLength":254,"format":"email","formatPattern":{"source":"^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$","flags":"i"}},
  password: {"minLength":12,"maxLength":200},
} as const;

export const OrderStatusUpdateBounds = {
  status: {"enum":["paid","rejected","in transit","delivered"]},
} as const;

export const PasswordChangeBounds = {
  currentPassword: {"minLength":1,"maxLength":200},
  newPassword: {"minLength":8,"maxLength":200},
} as const;

export const PasswordResetRequestBounds = {
  email: {"maxLength":254,"format":"email","formatPattern":{"source":"^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$","flags":"i"}},
} as const;

export const ProductUpdateBounds = {
  name: {"minLength":1,"maxLength":120,"pattern":"\\S"},
  slogan: {"minLength":1,"maxLength":120,"pattern":"\\S"},
  description: {"minLength":1,"maxLength":2000,"pattern":"\\S"},
  title: {"minLength":1,"maxLength":120,"pattern":"\\S"},
  unitPrice: {"minimum":1,"maximum":10000000},
  stock: {"minimum":0,"maximum":1000000},
  categoryId: {"minimum":1,"maximum":2147483647},
  img: {"maxLength":160,"pattern":"^[A-Za-z0-9][A-Za-z0-9_-]*\\.webp$"},
  featuredImg: {"maxLength":160,"pattern":"^[A-Za-z0-9][A-Za-z0-9_-]*\\.webp$"},
  grapes: {"maxItems":12},
  country: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  volumeMl: {"enum":[187,375,500,750,1000,1500,3000]},
} as const;

export const ProductUpdateFormBounds = {
  name: {"minLength":1,"maxLength":120,"pattern":"\\S"},
  slogan: {"minLength":1,"maxLength":120,"pattern":"\\S"},
  description: {"minLength":1,"maxLength":2000,"pattern":"\\S"},
  title: {"minLength":1,"maxLength":120,"pattern":"\\S"},
  unitPrice: {"minimum":1,"maximum":10000000},
  stock: {"minimum":0,"maximum":1000000},
  category: {"minimum":1,"maximum":2147483647},
  img: {"format":"binary"},
  featuredImg: {"format":"binary"},
  producer: {"minLength":1,"maxLength":120,"pattern":"\\S"},
  grapes: {"maxItems":12},
  region: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  country: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  vintage: {"minimum":1800,"maximum":2200},
  abv: {"minimum":0.5,"maximum":25},
  volumeMl: {"enum":[187,375,500,750,1000,1500,3000]},
} as const;

export const ProfileUpdateBounds = {
  firstname: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  lastname: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  address: {"minLength":3,"maxLength":200,"pattern":"\\S[\\s\\S]+\\S"},
  phone: {"minLength":6,"maxLength":30,"pattern":"^\\+?(?:[()\\- ]*[0-9]){6,}[()\\- ]*$"},
  email: {"maxLength":254,"format":"email","formatPattern":{"source":"^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$","flags":"i"}},
  avatar: {"format":"binary"},
} as const;

export const SignupRequestBounds = {
  firstname: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  lastname: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  address: {"minLength":3,"maxLength":200,"pattern":"\\S[\\s\\S]+\\S"},
  phone: {"minLength":6,"maxLength":30,"pattern":"^\\+?(?:[()\\- ]*[0-9]){6,}[()\\- ]*$"},
  email: {"maxLength":254,"format":"email","formatPattern":{"source":"^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$","flags":"i"}},
  password: {"minLength":8,"maxLength":200},
} as const;

export const StaffMemberUpdateBounds = {
  firstname: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  lastname: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  email: {"maxLength":254,"format":"email","formatPattern":{"source":"^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$","flags":"i"}},
  password: {"minLength":12,"maxLength":200},
} as const;

export const StaffMemberUpdateFormBounds = {
  firstname: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  lastname: {"minLength":1,"maxLength":60,"pattern":"\\S"},
  email: {"maxLength":254,"format":"email","formatPattern":{"source":"^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$","flags":"i"}},
  password: {"minLength":12,"maxLength":200},
  avatar: {"format":"binary"},
} as const;

export const StockAdjustmentBounds = {
  reason: {"enum":["restock","count correction","breakage"]},
  change: {"minimum":-1000000,"maximum":1000000},
  note: {"maxLength":200},
} as const;

export const WineImageUploadBounds = {
  image: {"format":"binary"},
} as const;
